# board-from-image on the screenshots of tests/data/images (README.md there says how each was
# made and which board it shows).
set(images ${data}/images)
hasami_engine_test(board_from_image_quarry 0
                   "^-------X------X-OXXXXX--OOXXXXX-OOOXXX---OXOXX---XXXX---X--XXO-- X\n$"
                   board-from-image ${images}/quarry-30.png)
# One disc more than the start: white to move, as guessed.
hasami_engine_test(board_from_image_guesses_white 0
                   "^-------------------X-------XX------XO--------------------------- O\n$"
                   board-from-image ${images}/quarry-1.png)
hasami_engine_test(board_from_image_side 0
                   "^-XXXXX----XOOX--XXOOOOOO-OOOOOO-OOOXOO--XOX-OX-----XXOX-------OX O\n$"
                   board-from-image ${images}/kreversi-36.png --side O)
hasami_engine_test(board_from_image_iagno 0
                   "^XOOOO---OOOO----OOOOO---OOOXO-O--OOOXO--OOOOOX--OXXXOXX-OX-XXXX- X\n$"
                   board-from-image ${images}/iagno-40.png)
hasami_engine_test(board_from_image_no_board 1 "^'[^']*no-board.png': no 8x8 board found in the picture\n$"
                   board-from-image ${images}/no-board.png)
hasami_engine_test(board_from_image_truncated 1 "truncated.png': not a readable PNG: "
                   board-from-image ${images}/truncated.png)
hasami_engine_test(board_from_image_not_a_picture 1 "malformed.obf': not a PNG or JPEG picture\n$"
                   board-from-image ${data}/obf/malformed.obf)
hasami_engine_test(board_from_image_missing 1 "no-such.png': No such file or directory"
                   board-from-image ${images}/no-such.png)
hasami_engine_test(board_from_image_bad_side 2 "--side must be X or O" board-from-image
                   ${images}/quarry-1.png --side B)
hasami_engine_test(board_from_image_no_file 2 "expected one FILE" board-from-image)
