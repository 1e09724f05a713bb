<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>GameFiles</name>
    <message>
        <location filename="../../app/gui/game_files.cpp" line="39"/>
        <source>There is nothing to read.</source>
        <translation>読み込む内容がありません。</translation>
    </message>
    <message>
        <location filename="../../app/gui/game_files.cpp" line="44"/>
        <source>Not a valid GGF game: %1</source>
        <translation>GGF の棋譜として正しくありません: %1</translation>
    </message>
    <message>
        <location filename="../../app/gui/game_files.cpp" line="50"/>
        <source>Not a valid GGF game: an illegal move</source>
        <translation>GGF の棋譜として正しくありません: 不正な手</translation>
    </message>
    <message>
        <location filename="../../app/gui/game_files.cpp" line="59"/>
        <source>Not a valid board string: %1</source>
        <translation>盤面文字列として正しくありません: %1</translation>
    </message>
    <message>
        <location filename="../../app/gui/game_files.cpp" line="62"/>
        <source>This position cannot be played: neither side has a move.</source>
        <translation>この局面は打てません: どちらにも打てる手がありません。</translation>
    </message>
    <message>
        <location filename="../../app/gui/game_files.cpp" line="68"/>
        <source>Not a valid transcript: %1 (move %2)</source>
        <translation>棋譜として正しくありません: %1（%2 手目）</translation>
    </message>
    <message>
        <location filename="../../app/gui/game_files.cpp" line="78"/>
        <source>Cannot open %1: %2</source>
        <translation>%1 を開けません: %2</translation>
    </message>
    <message>
        <location filename="../../app/gui/game_files.cpp" line="83"/>
        <source>%1 is too large to be a game.</source>
        <translation>%1 は棋譜としては大きすぎます。</translation>
    </message>
    <message>
        <location filename="../../app/gui/game_files.cpp" line="120"/>
        <source>Cannot save %1: %2</source>
        <translation>%1 を保存できません: %2</translation>
    </message>
    <message>
        <location filename="../../app/gui/game_files.cpp" line="41"/>
        <source>This text is too large to be a game.</source>
        <translation>このテキストは棋譜としては大きすぎます。</translation>
    </message>
    <message>
        <location filename="../../app/gui/game_files.cpp" line="92"/>
        <source>Cannot read %1: %2</source>
        <translation>%1 を読み込めません: %2</translation>
    </message>
    <message>
        <location filename="../../app/gui/game_files.cpp" line="132"/>
        <source>it is not a regular file</source>
        <translation>通常のファイルではありません</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <location filename="../../app/gui/settings_dialog.cpp" line="47"/>
        <source>Novice</source>
        <translation>入門</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.cpp" line="47"/>
        <source>Beginner</source>
        <translation>初級</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.cpp" line="48"/>
        <source>Casual</source>
        <translation>中級</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.cpp" line="48"/>
        <source>Club</source>
        <translation>クラブ</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.cpp" line="49"/>
        <source>Strong</source>
        <translation>上級</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.cpp" line="49"/>
        <source>Expert</source>
        <translation>エキスパート</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.cpp" line="50"/>
        <source>Master</source>
        <translation>マスター</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.cpp" line="50"/>
        <source>Grandmaster</source>
        <translation>グランドマスター</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.cpp" line="51"/>
        <source>Champion</source>
        <translation>チャンピオン</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <location filename="../../app/gui/position_editor.cpp" line="35"/>
        <source>Both colours need at least one disc.</source>
        <translation>黒と白の石がそれぞれ 1 つ以上必要です。</translation>
    </message>
    <message>
        <location filename="../../app/gui/position_editor.cpp" line="39"/>
        <source>Neither side has a legal move in this position.</source>
        <translation>この局面ではどちらにも打てる手がありません。</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../app/gui/settings_dialog.cpp" line="34"/>
        <source>I play Black</source>
        <translation>自分が黒</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.cpp" line="35"/>
        <source>I play White</source>
        <translation>自分が白</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.cpp" line="36"/>
        <source>Two players</source>
        <translation>二人対戦</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.cpp" line="37"/>
        <source>Computer against computer</source>
        <translation>コンピュータ同士</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.cpp" line="42"/>
        <source>Alpha-beta search</source>
        <translation>アルファベータ探索</translation>
    </message>
</context>
<context>
    <name>hasami::gui::BoardView</name>
    <message>
        <location filename="../../app/gui/board_view.cpp" line="64"/>
        <source>exact</source>
        <translation>完全</translation>
    </message>
    <message>
        <location filename="../../app/gui/board_view.cpp" line="64"/>
        <source>d%1</source>
        <translation>深%1</translation>
    </message>
    <message>
        <location filename="../../app/gui/board_view.cpp" line="66"/>
        <source>win</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <location filename="../../app/gui/board_view.cpp" line="66"/>
        <source>loss</source>
        <translation>負け</translation>
    </message>
    <message>
        <location filename="../../app/gui/board_view.cpp" line="66"/>
        <source>draw</source>
        <translation>引分</translation>
    </message>
    <message>
        <location filename="../../app/gui/board_view.cpp" line="67"/>
        <source>proof</source>
        <translation>勝敗読み</translation>
    </message>
</context>
<context>
    <name>hasami::gui::EditorPanel</name>
    <message>
        <location filename="../../app/gui/editor_panel.cpp" line="12"/>
        <source>Set up a position</source>
        <translation>局面の設定</translation>
    </message>
    <message>
        <location filename="../../app/gui/editor_panel.cpp" line="18"/>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <location filename="../../app/gui/editor_panel.cpp" line="18"/>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <location filename="../../app/gui/editor_panel.cpp" line="19"/>
        <source>Empty</source>
        <translation>空き</translation>
    </message>
    <message>
        <location filename="../../app/gui/editor_panel.cpp" line="25"/>
        <source>Black to move</source>
        <translation>黒番</translation>
    </message>
    <message>
        <location filename="../../app/gui/editor_panel.cpp" line="25"/>
        <source>White to move</source>
        <translation>白番</translation>
    </message>
    <message>
        <location filename="../../app/gui/editor_panel.cpp" line="38"/>
        <source>Clear</source>
        <translation>消去</translation>
    </message>
    <message>
        <location filename="../../app/gui/editor_panel.cpp" line="42"/>
        <source>Start</source>
        <translation>初期配置</translation>
    </message>
    <message>
        <location filename="../../app/gui/editor_panel.cpp" line="46"/>
        <source>Rotate</source>
        <translation>回転</translation>
    </message>
    <message>
        <location filename="../../app/gui/editor_panel.cpp" line="50"/>
        <source>Mirror</source>
        <translation>反転</translation>
    </message>
    <message>
        <location filename="../../app/gui/editor_panel.cpp" line="54"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location filename="../../app/gui/editor_panel.cpp" line="55"/>
        <source>Play</source>
        <translation>対局</translation>
    </message>
</context>
<context>
    <name>hasami::gui::EvaluationGraph</name>
    <message>
        <location filename="../../app/gui/evaluation_graph.cpp" line="18"/>
        <source>Score after each move, from Black&apos;s view. Click to go there.</source>
        <translation>各手のあとの評価値（黒から見た値）。クリックでその局面へ移動します。</translation>
    </message>
</context>
<context>
    <name>hasami::gui::GameController</name>
    <message>
        <location filename="../../app/gui/game_controller.cpp" line="10"/>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <location filename="../../app/gui/game_controller.cpp" line="10"/>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <location filename="../../app/gui/game_controller.cpp" line="65"/>
        <source>%1 is not a legal move here.</source>
        <translation>%1 には打てません。</translation>
    </message>
    <message>
        <location filename="../../app/gui/game_controller.cpp" line="135"/>
        <source>pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <location filename="../../app/gui/game_controller.cpp" line="151"/>
        <source>%1 (the computer) plays on from the last position.</source>
        <translation>%1（コンピュータ）は最後の局面から続きを打ちます。</translation>
    </message>
    <message>
        <location filename="../../app/gui/game_controller.cpp" line="278"/>
        <source>Draw %1–%2</source>
        <translation>引き分け %1–%2</translation>
    </message>
    <message>
        <location filename="../../app/gui/game_controller.cpp" line="279"/>
        <source>%1 wins %2–%3</source>
        <translation>%1の勝ち %2–%3</translation>
    </message>
    <message>
        <location filename="../../app/gui/game_controller.cpp" line="295"/>
        <source>%1 is thinking…</source>
        <translation>%1が思考中…</translation>
    </message>
    <message>
        <location filename="../../app/gui/game_controller.cpp" line="318"/>
        <source>exact</source>
        <translation>完全読み</translation>
    </message>
    <message>
        <location filename="../../app/gui/game_controller.cpp" line="319"/>
        <source>win/loss</source>
        <translation>勝敗読み</translation>
    </message>
    <message>
        <location filename="../../app/gui/game_controller.cpp" line="320"/>
        <source>depth %1</source>
        <translation>深さ %1</translation>
    </message>
    <message>
        <location filename="../../app/gui/game_controller.cpp" line="321"/>
        <source>%1 is thinking… %2, score %3</source>
        <translation>%1が思考中… %2、評価値 %3</translation>
    </message>
</context>
<context>
    <name>hasami::gui::MainWindow</name>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="53"/>
        <source>Hasami</source>
        <translation>Hasami</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="62"/>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="62"/>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="77"/>
        <source>Moves</source>
        <translation>棋譜</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="141"/>
        <source>%1 has no legal move and passes.</source>
        <translation>%1は打てる手がないのでパスします。</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="146"/>
        <source>Game over: %1</source>
        <translation>終局: %1</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="142"/>
        <source>Opening: %1</source>
        <translation>定石: %1</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="189"/>
        <source>Your move: click a marked square.</source>
        <translation>あなたの番です: 印のあるマスをクリックしてください。</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="156"/>
        <source>Review %v/%m</source>
        <translation>検討 %v/%m</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="158"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/gui/main_window.cpp" line="174"/>
        <source>Review done: %n mistake(s).</source>
        <translation>
            <numerusform>検討完了: 悪手 %n 個。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="175"/>
        <source>Review cancelled.</source>
        <translation>検討を中止しました。</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="193"/>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="196"/>
        <source>&amp;New game</source>
        <translation>新規対局(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="206"/>
        <source>Play &amp;Black</source>
        <translation>黒番で対局(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="207"/>
        <source>Play &amp;White</source>
        <translation>白番で対局(&amp;W)</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="208"/>
        <source>&amp;Two players</source>
        <translation>二人対戦(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="209"/>
        <source>&amp;Computer against computer</source>
        <translation>コンピュータ同士(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="212"/>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="214"/>
        <source>&amp;Save…</source>
        <translation>保存(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="217"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="220"/>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="221"/>
        <source>&amp;Undo</source>
        <translation>待った(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="223"/>
        <source>&amp;Redo</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="226"/>
        <source>Copy &amp;transcript</source>
        <translation>棋譜をコピー(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="229"/>
        <source>Transcript copied.</source>
        <translation>棋譜をコピーしました。</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="231"/>
        <source>Copy &amp;board</source>
        <translation>盤面をコピー(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="234"/>
        <source>Board copied.</source>
        <translation>盤面をコピーしました。</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="236"/>
        <source>&amp;Paste transcript or board</source>
        <translation>棋譜または盤面を貼り付け(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="239"/>
        <source>&amp;Settings…</source>
        <translation>設定(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="242"/>
        <source>G&amp;o</source>
        <translation>移動(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="243"/>
        <source>&amp;First position</source>
        <translation>最初の局面(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="247"/>
        <source>&amp;Last position</source>
        <translation>最後の局面(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="250"/>
        <source>&amp;Analysis</source>
        <translation>解析(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="251"/>
        <source>&amp;Hints</source>
        <translation>ヒント(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="254"/>
        <source>Show the score of every legal move</source>
        <translation>打てるすべての手の評価値を表示</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="257"/>
        <source>&amp;Review game…</source>
        <translation>棋譜の検討(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="258"/>
        <source>&amp;Edit board</source>
        <translation>盤面の編集(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="263"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="296"/>
        <source>Review game</source>
        <translation>棋譜の検討</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="297"/>
        <source>Search every position of the game to depth:</source>
        <translation>すべての局面を読む深さ:</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="318"/>
        <source>A mistake: it lost more than %1 discs against the best move.</source>
        <translation>悪手: 最善手より %1 石以上損しています。</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="339"/>
        <source>%1 to move (computer)</source>
        <translation>%1の手番（コンピュータ）</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="340"/>
        <source>%1 to move</source>
        <translation>%1の手番</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="345"/>
        <location filename="../../app/gui/main_window.cpp" line="352"/>
        <source>Open game</source>
        <translation>棋譜を開く</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="345"/>
        <source>Othello games (*.txt *.ggf *.obf);;All files (*)</source>
        <translation>オセロの棋譜 (*.txt *.ggf *.obf);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="359"/>
        <source>Transcript (*.txt)</source>
        <translation>棋譜 (*.txt)</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="360"/>
        <source>Generic Game Format (*.ggf)</source>
        <translation>GGF 形式 (*.ggf)</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="362"/>
        <location filename="../../app/gui/main_window.cpp" line="373"/>
        <source>Save game</source>
        <translation>棋譜を保存</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="368"/>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="375"/>
        <source>Saved %1.</source>
        <translation>%1 を保存しました。</translation>
    </message>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="404"/>
        <source>Click squares to place discs, then press Play.</source>
        <translation>マスをクリックして石を置き、「対局」を押してください。</translation>
    </message>
</context>
<context>
    <name>hasami::gui::SettingsDialog</name>
    <message>
        <location filename="../../app/gui/settings_dialog.cpp" line="57"/>
        <source>%1 (level %2)</source>
        <translation>%1（レベル %2）</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.cpp" line="63"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.cpp" line="65"/>
        <source>Computer strength</source>
        <translation>コンピュータの強さ</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.cpp" line="66"/>
        <source>Level</source>
        <translation>レベル</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.cpp" line="67"/>
        <source>Seconds per move</source>
        <translation>1 手あたりの秒数</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.cpp" line="83"/>
        <source>Engine</source>
        <translation>探索エンジン</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.cpp" line="89"/>
        <source>Threads</source>
        <translation>スレッド数</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.cpp" line="101"/>
        <source>Show legal moves</source>
        <translation>打てる場所を表示</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.cpp" line="103"/>
        <source>Show the last move</source>
        <translation>最後の手を表示</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.cpp" line="106"/>
        <source>Off</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.cpp" line="106"/>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.cpp" line="106"/>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.cpp" line="109"/>
        <source>System language</source>
        <translation>システムの言語</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.cpp" line="115"/>
        <source>Players</source>
        <translation>対局者</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.cpp" line="118"/>
        <source>Flip animation</source>
        <translation>石を返すアニメーション</translation>
    </message>
    <message>
        <location filename="../../app/gui/settings_dialog.cpp" line="119"/>
        <source>Language (after a restart)</source>
        <translation>言語（再起動後に反映）</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../../app/gui/main.cpp" line="30"/>
        <source>Othello against the computer</source>
        <translation>コンピュータとのオセロ</translation>
    </message>
    <message>
        <location filename="../../app/gui/main.cpp" line="33"/>
        <source>A game to open (.txt, .ggf, .obf).</source>
        <translation>開く棋譜 (.txt, .ggf, .obf)。</translation>
    </message>
    <message>
        <location filename="../../app/gui/main.cpp" line="43"/>
        <source>Evaluation</source>
        <translation>評価関数</translation>
    </message>
    <message>
        <location filename="../../app/gui/main.cpp" line="44"/>
        <source>The trained evaluation could not be loaded (%1). Hasami plays with its simple evaluation, which is weaker.</source>
        <translation>学習済みの評価関数を読み込めませんでした (%1)。簡易な評価関数で対局します。こちらは弱くなります。</translation>
    </message>
</context>
</TS>
