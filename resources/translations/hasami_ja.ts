<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>Autosave</name>
    <message>
        <location filename="../../app/gui/autosave.cpp" line="+39"/>
        <source>it is not a regular file</source>
        <translation>通常のファイルではありません</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>it is too large</source>
        <translation>大きすぎます</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Cannot save %1: %2</source>
        <translation>%1 を保存できません: %2</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>An unsaved game in %1 could not be read (%2). It was left where it is.</source>
        <translation>%1 にある保存されていない対局を読み込めませんでした（%2）。ファイルはそのまま残してあります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An unsaved game could not be read (%1). The file was kept as %2.</source>
        <translation>保存されていない対局を読み込めませんでした（%1）。ファイルは %2 として残してあります。</translation>
    </message>
</context>
<context>
    <name>BoardAccessibility</name>
    <message>
        <location filename="../../app/gui/board_accessibility.cpp" line="+25"/>
        <source>Game over.</source>
        <translation>対局終了。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to move.</source>
        <translation>%1の手番。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last move: %1.</source>
        <translation>直前の手: %1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Black %1, White %2.</source>
        <translation>黒 %1、白 %2。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>black disc</source>
        <translation>黒石</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white disc</source>
        <translation>白石</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>legal move</source>
        <translation>打てるマス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>empty</source>
        <translation>空きマス</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>Board</source>
        <translation>盤面</translation>
    </message>
</context>
<context>
    <name>BoardPainter</name>
    <message>
        <location filename="../../app/gui/board_painter.cpp" line="+136"/>
        <source>book</source>
        <translation>定石</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exact</source>
        <translation>完全</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 sims</source>
        <translation>%1回</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>d%1</source>
        <translation>深%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>win</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>loss</source>
        <translation>負け</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>draw</source>
        <translation>引分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>proof</source>
        <translation>勝敗読み</translation>
    </message>
</context>
<context>
    <name>ColorName</name>
    <message>
        <location filename="../../app/gui/color_name.cpp" line="+8"/>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White</source>
        <translation>白</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <location filename="../../app/gui/game_files.cpp" line="+106"/>
        <source>There is nothing to read.</source>
        <translation>読み込む内容がありません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not a valid GGF game: %1</source>
        <translation>GGF の棋譜として正しくありません: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not a valid GGF game: an illegal move</source>
        <translation>GGF の棋譜として正しくありません: 不正な手</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>Not a valid board string: %1</source>
        <translation>盤面文字列として正しくありません: %1</translation>
    </message>
    <message numerus="yes">
        <location line="-6"/>
        <source>Not a valid board string: it has %n square(s); 64 squares expected.</source>
        <translation>
            <numerusform>盤面の文字列が正しくありません: マスが %n 個あります（64 個のはずです）。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This position cannot be played: neither side has a move.</source>
        <translation>この局面は打てません: どちらにも打てる手がありません。</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Not a valid transcript: %1 (move %2)</source>
        <translation>棋譜として正しくありません: %1（%2 手目）</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+5"/>
        <source>Cannot open %1: %2</source>
        <translation>%1 を開けません: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is too large to be a game.</source>
        <translation>%1 は棋譜としては大きすぎます。</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Cannot save %1: %2</source>
        <translation>%1 を保存できません: %2</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>This text is too large to be a game.</source>
        <translation>このテキストは棋譜としては大きすぎます。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Cannot read %1: %2</source>
        <translation>%1 を読み込めません: %2</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>it is not a regular file</source>
        <translation>通常のファイルではありません</translation>
    </message>
</context>
<context>
    <name>GameResult</name>
    <message>
        <location filename="../../app/gui/result_text.cpp" line="+19"/>
        <source>%1 wins on time</source>
        <translation>%1の時間切れ勝ち</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Draw %1–%2</source>
        <translation>引き分け %1–%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins %2–%3</source>
        <translation>%1の勝ち %2–%3</translation>
    </message>
</context>
<context>
    <name>HelpBoxes</name>
    <message>
        <location filename="../../app/gui/help_boxes.cpp" line="+19"/>
        <source>Rules of Othello</source>
        <translation>オセロのルール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Black moves first. A move places a disc so that it flanks one or more straight lines of the opponent&apos;s discs, in any of the eight directions, between the new disc and another of the mover&apos;s; every flanked disc turns over.&lt;/p&gt;&lt;p&gt;A player with no such move passes; the game ends when neither can move. The player with more discs wins; the empty squares count for the winner.&lt;/p&gt;</source>
        <translation>&lt;p&gt;黒が先手です。8 方向のいずれかで、置いた石と自分の別の石とで相手の石を一直線に挟めるマスに打ちます。挟んだ石はすべて裏返ります。&lt;/p&gt;&lt;p&gt;打てるマスがなければパスし、両者とも打てなくなると終局です。石の多い方が勝ちで、空きマスは勝者のものとして数えます。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Keyboard shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>About Hasami</source>
        <translation>Hasami について</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Hasami %1&lt;/h3&gt;&lt;p&gt;Othello (Reversi) against the computer, with hints, game review and an engine that solves endgames exactly.&lt;/p&gt;&lt;p&gt;MIT licence. Built with Qt %2, running on Qt %3.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Hasami %1&lt;/h3&gt;&lt;p&gt;コンピュータと対戦するオセロ（リバーシ）。ヒント、棋譜の検討、終盤を完全に読み切るエンジンを備えています。&lt;/p&gt;&lt;p&gt;MIT ライセンス。Qt %2 でビルド、Qt %3 で実行中。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Openings</name>
    <message>
        <location filename="../../app/gui/opening_names.cpp" line="+12"/>
        <source>Perpendicular</source>
        <translation>縦取り</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Diagonal</source>
        <translation>斜め取り</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parallel</source>
        <translation>並び取り</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tiger</source>
        <translation>虎</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aubrey</source>
        <translation>オーブリー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aubrey (Feldborg Continuation)</source>
        <translation>オーブリー（フェルトボルグ継続）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brightwell</source>
        <translation>ブライトウェル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leader&apos;s Tiger</source>
        <translation>リーダーズ・タイガー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stephenson</source>
        <translation>スティーブンソン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kung</source>
        <translation>クン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No-Kung</source>
        <translation>ノー・クン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No-Kung (Continuation)</source>
        <translation>ノー・クン（継続）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Comp&apos;Oth</source>
        <translation>コンプオス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lightning Bolt</source>
        <translation>稲妻</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>F.A.T. Draw</source>
        <translation>F.A.T. ドロー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rose-Bill</source>
        <translation>ローズビル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Central Rose-Bill</source>
        <translation>中央ローズビル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tamenori</source>
        <translation>為則</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ishii</source>
        <translation>石井</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mainline Tiger</source>
        <translation>虎（本線）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bent Ganglion</source>
        <translation>曲がりガングリオン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cat</source>
        <translation>猫</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sakaguchi</source>
        <translation>坂口</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Berner</source>
        <translation>ベルナー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Italian</source>
        <translation>イタリアン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No-Cat</source>
        <translation>ノー・キャット</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swallow</source>
        <translation>燕</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No-Cat (Continuation)</source>
        <translation>ノー・キャット（継続）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Horse</source>
        <translation>馬</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mimura</source>
        <translation>三村</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shaman</source>
        <translation>シャーマン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inoue</source>
        <translation>井上</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Iago</source>
        <translation>イアーゴ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bhagat</source>
        <translation>バガット</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ralle</source>
        <translation>ラール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rose</source>
        <translation>ローズ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Greenberg</source>
        <translation>グリーンバーグ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flat</source>
        <translation>フラット</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotating Flat</source>
        <translation>回転フラット</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Murakami Variation</source>
        <translation>村上変化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotating Flat (Kling Continuation)</source>
        <translation>回転フラット（クリング継続）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rose-Birth</source>
        <translation>ローズバース</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rose-Birdie</source>
        <translation>ローズバーディー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rose-Tamenori-Kling</source>
        <translation>ローズ・為則・クリング</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brightstein</source>
        <translation>ブライトスタイン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wing Variation</source>
        <translation>ウイング変化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Semi-Wing Variation</source>
        <translation>セミウイング変化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cow</source>
        <translation>牛</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chimney</source>
        <translation>煙突</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rose-v-Toth</source>
        <translation>ローズ対トート</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tanida</source>
        <translation>谷田</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aircraft</source>
        <translation>飛行機</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sailboat</source>
        <translation>帆船</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Landau</source>
        <translation>ランダウ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maruoka</source>
        <translation>丸岡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bat</source>
        <translation>蝙蝠</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bat (Kling Alternative)</source>
        <translation>蝙蝠（クリング別法）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Melnikov</source>
        <translation>メルニコフ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bat (Piau Continuation 2)</source>
        <translation>蝙蝠（ピオー継続 2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bat (Kling Continuation)</source>
        <translation>蝙蝠（クリング継続）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buffalo</source>
        <translation>バッファロー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hokuriku Buffalo</source>
        <translation>北陸バッファロー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tanida Buffalo</source>
        <translation>谷田バッファロー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maruoka Buffalo</source>
        <translation>丸岡バッファロー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heath</source>
        <translation>ヒース</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heath-Chimney</source>
        <translation>ヒース煙突</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heath-Bat</source>
        <translation>ヒース蝙蝠</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Iwasaki Variation</source>
        <translation>岩崎変化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mimura Variation II</source>
        <translation>三村変化 II</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raccoon Dog</source>
        <translation>狸</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rocket</source>
        <translation>ロケット</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lollipop</source>
        <translation>ペロペロキャンディ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hamilton</source>
        <translation>ハミルトン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Snake</source>
        <translation>蛇</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lysons</source>
        <translation>ライソンズ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pyramid</source>
        <translation>ピラミッド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>X-square</source>
        <translation>X打ち</translation>
    </message>
</context>
<context>
    <name>PlayersText</name>
    <message>
        <location filename="../../app/gui/players_text.cpp" line="+26"/>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Hasami rated %1</source>
        <translation>Hasami（レーティング %1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hasami on the clock</source>
        <translation>Hasami（持ち時間制）</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Hasami, %1 s a move</source>
        <translation>Hasami（1 手 %1 秒）</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Hasami level %1</source>
        <translation>Hasami レベル %1</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <location filename="../../app/gui/position_editor.cpp" line="+35"/>
        <source>Both colours need at least one disc.</source>
        <translation>黒と白の石がそれぞれ 1 つ以上必要です。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Neither side has a legal move in this position.</source>
        <translation>この局面ではどちらにも打てる手がありません。</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <location filename="../../app/gui/reason_text.cpp" line="+34"/>
        <source>the exact result: %1 with the best move, %2 with this one</source>
        <translation>正確な結果: 最善手なら %1、この手では %2</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>gives the opponent the corner(s) %1</source>
        <translation>
            <numerusform>相手に隅 %1 を与える</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>plays next to an empty corner (%1)</source>
        <translation>空き隅の隣に打つ (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>lets the opponent wedge in on the edge at %1</source>
        <translation>辺の %1 に相手の割り込みを許す</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>leaves an unbalanced edge (%1)</source>
        <translation>偏った辺を残す (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stable discs: yours %1, the opponent&apos;s %2</source>
        <translation>確定石: 自分 %1、相手 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>plays into a region of %1 empties and leaves its last move to the opponent; the best move plays into one of %2</source>
        <translation>空き %1 マスの領域に打ち、その最後の手を相手に渡す。最善手は空き %2 マスの領域に打つ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>your moves %1, the opponent&apos;s %2</source>
        <translation>自分の着手可能数 %1、相手 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>frontier discs %1</source>
        <translation>開放石 %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Corner</source>
        <translation>隅</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>X-square</source>
        <translation>X打ち</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>C-square</source>
        <translation>C打ち</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Edge</source>
        <translation>辺</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stable discs</source>
        <translation>確定石</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Parity</source>
        <translation>偶数理論</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mobility</source>
        <translation>着手可能数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Frontier</source>
        <translation>開放度</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>changed the result</source>
        <translation>勝敗を変えた</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>gave a corner</source>
        <translation>隅を与えた</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>played an X-square</source>
        <translation>X 打ち</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>played a C-square</source>
        <translation>C 打ち</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>weakened an edge</source>
        <translation>辺を弱めた</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>gave stable discs</source>
        <translation>確定石を与えた</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>lost parity</source>
        <translation>偶数理論を失った</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>lost mobility</source>
        <translation>着手可能数を失った</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>added frontier discs</source>
        <translation>開放石を増やした</translation>
    </message>
</context>
<context>
    <name>ReviewExport</name>
    <message>
        <location filename="../../app/gui/review_export.cpp" line="+72"/>
        <location line="+5"/>
        <source>Export review</source>
        <translation>検討を書き出す</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>PDF document (*.pdf)</source>
        <translation>PDF 文書 (*.pdf)</translation>
    </message>
</context>
<context>
    <name>ReviewReport</name>
    <message>
        <location filename="../../app/gui/review_report.cpp" line="+120"/>
        <source>not finished (%1–%2 on the board)</source>
        <translation>終局前（盤上 %1–%2）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>every move solved exactly</source>
        <translation>すべての手を完全読み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>depth %1</source>
        <translation>深さ %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, exact from move %2</source>
        <translation>%1、%2 手目から完全読み</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (Black %2, White %3)</source>
        <translation>%1 手（黒 %2、白 %3）</translation>
    </message>
    <message>
        <location line="+69"/>
        <location line="+163"/>
        <location line="+25"/>
        <source>Game review</source>
        <translation>棋譜の検討</translation>
    </message>
    <message>
        <location line="-184"/>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opening</source>
        <translation>定石</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review</source>
        <translation>検討</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+79"/>
        <source>Mistakes</source>
        <translation>悪手</translation>
    </message>
    <message>
        <location line="-67"/>
        <source>Evaluation</source>
        <translation>評価</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The score of each position in discs, from Black&apos;s view: above the middle line Black is ahead. Red dots mark the mistakes.</source>
        <translation>各局面の評価（石差、黒から見た値）: 中央の線より上なら黒が優勢です。赤い点は悪手です。</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Moves</source>
        <translation>指し手</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scores in discs from the mover&apos;s view, by one search of the position before the move; Best: the better move and its score; Loss: the discs the move lost against it.</source>
        <translation>評価は手番側から見た石差で、その手の前の局面を一度に探索した値です。最善: より良い手とその評価。損失: その手が最善手に比べて失った石数。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No.</source>
        <translation>手数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>手番</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Move</source>
        <translation>手</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>評価</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best</source>
        <translation>最善</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Loss</source>
        <translation>損失</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mistake</source>
        <translation>悪手</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Each diagram shows the position before the mistake: the move played is numbered, the better move ringed in green.</source>
        <translation>各図は悪手の前の局面です。打った手には手数が、より良い手には緑の輪が付いています。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Move %1, %2</source>
        <translation>%1 手目、%2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Played %1: %2</source>
        <translation>打った手 %1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Better %1: %2</source>
        <translation>最善手 %1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lost %1 discs</source>
        <translation>%1 石の損</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No reason in words was found for this move.</source>
        <translation>この手について言葉で説明できる理由は見つかりませんでした。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Why:</source>
        <translation>理由:</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Game review: %1 – %2</source>
        <translation>棋譜の検討: %1 – %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Page %1 of %2</source>
        <translation>%1 / %2 ページ</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Cannot save %1: %2</source>
        <translation>%1 を保存できません: %2</translation>
    </message>
</context>
<context>
    <name>SavedGames</name>
    <message>
        <location filename="../../app/gui/saved_game.cpp" line="+158"/>
        <source>not a saved game: %1</source>
        <translation>保存された対局ではありません: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown format</source>
        <translation>不明な形式</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>saved by a newer version of Hasami (format %1)</source>
        <translation>新しいバージョンの Hasami で保存されています（形式 %1）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the start position</source>
        <translation>開始局面</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+2"/>
        <location line="+4"/>
        <source>the moves of a line</source>
        <translation>変化の手</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+3"/>
        <source>no line</source>
        <translation>変化がありません</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the analysis</source>
        <translation>解析</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the clock</source>
        <translation>時計</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../app/gui/game_page.cpp" line="+21"/>
        <source>I play Black</source>
        <translation>自分が黒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I play White</source>
        <translation>自分が白</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two players</source>
        <translation>二人対戦</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer against computer</source>
        <translation>コンピュータ同士</translation>
    </message>
</context>
<context>
    <name>StatusText</name>
    <message>
        <location filename="../../app/gui/status_text.cpp" line="+154"/>
        <source>exact</source>
        <translation>完全読み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>win/loss</source>
        <translation>勝敗読み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>depth %1</source>
        <translation>深さ %1</translation>
    </message>
    <message>
        <location line="-133"/>
        <source>%1 is thinking: %2 to win, %3&#xa0;simulations, %4&#xa0;s
Best line: %5</source>
        <translation>%1が思考中: 勝率 %2、%3&#xa0;回のシミュレーション、%4&#xa0;秒
最善手順: %5</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 is thinking: %2, score %3, %4&#xa0;nodes, %5&#xa0;s
Best line: %6</source>
        <translation>%1が思考中: %2、評価 %3、%4&#xa0;ノード、%5&#xa0;秒
最善手順: %6</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is thinking…</source>
        <translation>%1が思考中…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2) is thinking…</source>
        <translation>%1（%2）が考えています…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 plays from the opening book.</source>
        <translation>%1は定石から打ちます。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Paused: %1 (the computer) is to move.</source>
        <translation>一時停止中: %1（コンピュータ）の手番です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (the computer) waits for the review to end.</source>
        <translation>%1（コンピュータ）は検討が終わるのを待っています。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (the computer) waits while you look back. Play from here to let it move.</source>
        <translation>棋譜を見ている間、%1（コンピュータ）は待っています。「ここから対局」で打たせます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (the computer) is to move. Play from here to let it move.</source>
        <translation>%1（コンピュータ）の手番です。「ここから対局」で打たせます。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The game is over.</source>
        <translation>対局は終わっています。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is paused.</source>
        <translation>対局は一時停止中です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is the computer&apos;s turn.</source>
        <translation>コンピュータの手番です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is not a legal move here.</source>
        <translation>%1 には打てません。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 wins on time</source>
        <translation>%1の時間切れ勝ち</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw %1–%2</source>
        <translation>引き分け %1–%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins %2–%3</source>
        <translation>%1の勝ち %2–%3</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>There is nothing to review.</source>
        <translation>検討する局面がありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Review cancelled.</source>
        <translation>検討をキャンセルしました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Review stopped: another game was started.</source>
        <translation>検討を中止しました: 別の対局が始まりました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Review stopped: the game changed.</source>
        <translation>検討を中止しました: 棋譜が変わりました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Review stopped: the board is being edited.</source>
        <translation>検討を中止しました: 盤面を編集中です。</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Review done: %n mistake(s).</source>
        <translation>
            <numerusform>検討完了: 悪手 %n 手。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 %2</source>
        <comment>a count of mistakes, then what they did: &quot;4 gave a corner&quot;</comment>
        <translation>%2 %1 回</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 The game is kept, and Hasami&apos;s own engine plays on.</source>
        <translation>%1 対局はそのまま残し、Hasami 自身のエンジンが続けて打ちます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 The game is kept, and the hints come from Hasami&apos;s own engine again.</source>
        <translation>%1 対局はそのまま残し、ヒントは再び Hasami 自身のエンジンが出します。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Main line</source>
        <translation>本譜</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line %1: %2. %3</source>
        <translation>変化 %1: %2 手目 %3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>book</source>
        <translation>定石</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Playing without the opening book: %1</source>
        <translation>定石なしで対局します: %1</translation>
    </message>
</context>
<context>
    <name>TrainerLibrary</name>
    <message>
        <location filename="../../app/gui/trainer_library.cpp" line="+8"/>
        <source>No games library: choose one in Settings to keep the positions you miss and to train your own games.</source>
        <translation>棋譜ライブラリがありません。間違えた局面を残し、自分の対局で練習するには、設定で選んでください。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The games library cannot be used: %1</source>
        <translation>棋譜ライブラリを使えません: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>It could not be kept: %1</source>
        <translation>記録できませんでした: %1</translation>
    </message>
</context>
<context>
    <name>WholeFile</name>
    <message>
        <location filename="../../app/gui/whole_file.cpp" line="+21"/>
        <source>it is not a regular file</source>
        <translation>通常のファイルではありません</translation>
    </message>
</context>
<context>
    <name>hasami::gui::BoardEditing</name>
    <message>
        <location filename="../../app/gui/board_editing.cpp" line="+63"/>
        <source>Click squares to place discs, then press Play.</source>
        <translation>マスをクリックして石を置き、「対局」を押してください。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Position read from the picture: check the marked squares, then press Play.</source>
        <translation>画像から局面を読み取りました。印の付いたマスを確かめてから「対局」を押してください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Position read from the picture: check it, then press Play.</source>
        <translation>画像から局面を読み取りました。確かめてから「対局」を押してください。</translation>
    </message>
</context>
<context>
    <name>hasami::gui::BoardView</name>
    <message>
        <location filename="../../app/gui/board_view.cpp" line="+65"/>
        <source>Found by %1 of players rated about %2</source>
        <translation>レーティング約%2の打ち手の%1が選ぶ手</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>On the board</source>
        <translation>盤上</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the cursor, then move it (Left and Right once it shows)</source>
        <translation>カーソルを表示し、移動する（左右はカーソル表示中のみ）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the cursor&apos;s square</source>
        <translation>カーソルのマスに打つ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put the cursor or an explanation&apos;s line away</source>
        <translation>カーソルや解説の手順を消す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step through an explanation&apos;s line</source>
        <translation>解説の手順を一手ずつ進める・戻す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show an explanation&apos;s other line</source>
        <translation>解説のもう一方の手順を表示する</translation>
    </message>
</context>
<context>
    <name>hasami::gui::ComputerPage</name>
    <message>
        <location filename="../../app/gui/computer_page.cpp" line="+20"/>
        <source>Alpha-beta: scores in discs</source>
        <translation>アルファベータ: 石差で評価</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Monte Carlo: chances to win</source>
        <translation>モンテカルロ: 勝率で評価</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The search the computer and the hints use. Alpha-beta looks a number of moves ahead; Monte Carlo plays out many lines and plays the move that wins most often.</source>
        <translation>コンピュータとヒントが使う探索です。アルファベータは何手か先まで読み、モンテカルロは多くの手順を最後まで試して最もよく勝つ手を打ちます。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Play and hint the openings from the book</source>
        <translation>序盤は定石で打ち、ヒントも定石で示す</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Level</source>
        <translation>レベル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seconds per move</source>
        <translation>1 手あたりの秒数</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Like a player rated</source>
        <translation>人のように：レーティング</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Plays the moves a tournament player of this Elo rating tends to make, learnt from the French federation&apos;s archive of games: mistakes included, as people make them.</source>
        <translation>フランス・オセロ連盟の棋譜から学んだ、このレーティングの大会参加者が打ちそうな手を打ちます。人と同じように間違えることもあります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>about </source>
        <translation>約 </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Engine</source>
        <translation>エンジン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Threads</source>
        <translation>スレッド数</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>hasami::gui::DiagramDialog</name>
    <message>
        <location filename="../../app/gui/diagram_dialog.cpp" line="+19"/>
        <source>Coordinates (a–h, 1–8)</source>
        <translation>座標 (a–h, 1–8)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number the moves from move</source>
        <translation>手番号を付ける: 開始手</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+40"/>
        <location line="+6"/>
        <source>Export diagram</source>
        <translation>局面図を書き出す</translation>
    </message>
    <message>
        <location line="-39"/>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Size:</source>
        <translation>大きさ:</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG 画像 (*.png);;SVG 図 (*.svg)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
</context>
<context>
    <name>hasami::gui::DocumentFlow</name>
    <message>
        <location filename="../../app/gui/document_flow.cpp" line="+45"/>
        <source>The game could not be kept safe: %1</source>
        <translation>対局を安全に保存できませんでした: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+162"/>
        <source>Unsaved game</source>
        <translation>保存されていない対局</translation>
    </message>
    <message>
        <location line="-162"/>
        <source>This game is not saved. Save it before it is replaced?</source>
        <translation>この対局は保存されていません。置き換える前に保存しますか？</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+8"/>
        <source>Open game</source>
        <translation>棋譜を開く</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Othello games (*.txt *.ggf *.obf);;All files (*)</source>
        <translation>オセロの棋譜 (*.txt *.ggf *.obf);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Transcript (*.txt)</source>
        <translation>棋譜 (*.txt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Generic Game Format (*.ggf)</source>
        <translation>GGF 形式 (*.ggf)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+19"/>
        <source>Save game</source>
        <translation>棋譜を保存</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Saved %1.</source>
        <translation>%1 を保存しました。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Game copied.</source>
        <translation>棋譜をコピーしました。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Position copied.</source>
        <translation>局面をコピーしました。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Position copied as an image.</source>
        <translation>局面を画像としてコピーしました。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Position from image</source>
        <translation>画像から局面</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pictures (*.png *.jpg *.jpeg *.bmp *.gif);;All files (*)</source>
        <translation>画像 (*.png *.jpg *.jpeg *.bmp *.gif);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The picture could not be read: %1</source>
        <translation>画像を読み込めませんでした: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No Othello board was found in the picture.</source>
        <translation>画像にオセロの盤が見つかりませんでした。</translation>
    </message>
</context>
<context>
    <name>hasami::gui::EditorPanel</name>
    <message>
        <location filename="../../app/gui/editor_panel.cpp" line="+12"/>
        <source>Set up a position</source>
        <translation>局面の設定</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty</source>
        <translation>空き</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Black to move</source>
        <translation>黒番</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White to move</source>
        <translation>白番</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Clear</source>
        <translation>消去</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Start</source>
        <translation>初期配置</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rotate</source>
        <translation>回転</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Mirror</source>
        <translation>反転</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play</source>
        <translation>対局</translation>
    </message>
</context>
<context>
    <name>hasami::gui::EndgameTrainer</name>
    <message numerus="yes">
        <location filename="../../app/gui/endgame_trainer.cpp" line="+18"/>
        <source>a win by %n disc(s)</source>
        <translation>
            <numerusform>%n 石差の勝ち</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>a loss by %n disc(s)</source>
        <translation>
            <numerusform>%n 石差の負け</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a draw</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop</source>
        <translation>中止</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next drill</source>
        <translation>次の問題</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Endgame drills</source>
        <translation>終盤ドリル</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Mistakes in my last %n game(s)</source>
        <translation>
            <numerusform>直近 %n 局の自分の悪手</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Missed drills that are due</source>
        <translation>復習時期になった間違えたドリル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Find the best move</source>
        <translation>最善手を見つける</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the result to the end</source>
        <translation>最後まで結果を守る</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Drill:</source>
        <translation>ドリル:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kind:</source>
        <translation>種類:</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Choose the drills, then Start: the positions of 10 to 20 empty squares where your move lost discs.</source>
        <translation>ドリルを選んで「開始」を押してください。空きマスが 10〜20 の局面で、あなたの手が石を損した局面です。</translation>
    </message>
    <message numerus="yes">
        <location line="+36"/>
        <source>Solving the endgames of your last %n game(s)…</source>
        <translation>
            <numerusform>直近 %n 局の終盤を完全読みしています…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solving the drills that are due…</source>
        <translation>復習時期のドリルを完全読みしています…</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>The games library cannot be read: %1</source>
        <translation>棋譜ライブラリを読めません: %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+4"/>
        <source>Stopped.</source>
        <translation>中止しました。</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Right: %1 keeps the best result: %2.</source>
        <translation>正解: %1 は最善の結果を守ります: %2。</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Missed: %1 loses %n disc(s). %2 is best: it ends in %3.</source>
        <translation>
            <numerusform>不正解: %1 は %n 石損します。最善は %2 で、結果は%3です。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 drops the result from %2 to %3; the best was %4.</source>
        <translation>%1 で結果が%2から%3に落ちました。最善は %4 でした。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 keeps %2. The computer answers…</source>
        <translation>%1 は%2を守ります。コンピュータが応じています…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The computer passes.</source>
        <translation>コンピュータはパスします。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer plays %1.</source>
        <translation>コンピュータは %1 に打ちます。</translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+25"/>
        <source>Kept to the end: the game ends in %1, the best result.</source>
        <translation>最後まで守りました: 結果は最善の%1です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game ends in %1, short of %2.</source>
        <translation>結果は%1で、%2に届きませんでした。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your move: keep %1.</source>
        <translation>あなたの番です: %1を守ってください。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The score of every move is on the board.</source>
        <translation>盤上にすべての手の評価を表示しています。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>In your game you played %1.</source>
        <translation>あなたの対局では %1 に打ちました。</translation>
    </message>
    <message>
        <location line="-29"/>
        <location line="+15"/>
        <source>No drill left.</source>
        <translation>残りのドリルはありません。</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%n drill(s) left: play %1 to the end and keep %2.</source>
        <translation>
            <numerusform>残り %n 問: %1を最後まで打ち、%2を守ってください。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n drill(s) left: find the best move for %1.</source>
        <translation>
            <numerusform>残り %n 問: %1 の最善手を見つけてください。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hasami::gui::EnginesPage</name>
    <message>
        <location filename="../../app/gui/engines_page.cpp" line="+26"/>
        <source>NBoard engines only: GTP has no way to score every move of a position.</source>
        <translation>NBoard のエンジンのみ: GTP には局面のすべての手を評価する方法がありません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The folder it runs in (optional)</source>
        <translation>実行するフォルダ（省略可）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Browse…</source>
        <translation>参照…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The engine&apos;s folder</source>
        <translation>エンジンのフォルダ</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>NBoard (NTest, Edax, Hasami)</source>
        <translation>NBoard（NTest、Edax、Hasami）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GTP (GRhino, Hasami)</source>
        <translation>GTP（GRhino、Hasami）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add</source>
        <translation>追加</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The computer plays with</source>
        <translation>コンピュータが使うエンジン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hints from</source>
        <translation>ヒントを出すエンジン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time per move for other engines</source>
        <translation>外部エンジンの 1 手あたりの時間</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Command</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folder</source>
        <translation>フォルダ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Protocol</source>
        <translation>プロトコル</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Other engines</source>
        <translation>外部エンジン</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+2"/>
        <source>Hasami&apos;s own engine</source>
        <translation>Hasami 自身のエンジン</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2（%3）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 in %3 (%4)</source>
        <translation>%1: %3 で %2（%4）</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Give the engine a name.</source>
        <translation>エンジンの名前を入力してください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is already an engine called %1.</source>
        <translation>%1 という名前のエンジンはすでにあります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give the command that starts the engine.</source>
        <translation>エンジンを起動するコマンドを入力してください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no folder %1.</source>
        <translation>フォルダ %1 はありません。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The engine cannot be started (%1).</source>
        <translation>エンジンを起動できません（%1）。</translation>
    </message>
</context>
<context>
    <name>hasami::gui::EvaluationGraph</name>
    <message>
        <location filename="../../app/gui/evaluation_graph.cpp" line="+127"/>
        <source>Move %1: %2 (Black&apos;s view). Click to go there.</source>
        <translation>%1 手目: %2（黒から見た評価）。クリックでその局面へ。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move %1: not searched. Click to go there.</source>
        <translation>%1 手目: 未解析。クリックでその局面へ。</translation>
    </message>
</context>
<context>
    <name>hasami::gui::ExplanationPanel</name>
    <message>
        <location filename="../../app/gui/explanation_panel.cpp" line="+54"/>
        <source>Searching why %1…</source>
        <translation>%1 の理由を探索中…</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&lt;b&gt;%1&lt;/b&gt; %2, best &lt;b&gt;%3&lt;/b&gt; %4 (%5)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; %2、最善 &lt;b&gt;%3&lt;/b&gt; %4 (%5)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;%1&lt;/b&gt; %2 (%3), best &lt;b&gt;%4&lt;/b&gt; %5 (%6)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; %2 (%3)、最善 &lt;b&gt;%4&lt;/b&gt; %5 (%6)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Refutation: %1</source>
        <translation>咎める手順: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best line: %1</source>
        <translation>最善手順: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This is a best move.</source>
        <translation>これは最善手です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No simple reason: the lines show what happens.</source>
        <translation>単純な理由はありません。手順をご覧ください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>On the board: ← → step, ↑ ↓ the other line, Esc closes.</source>
        <translation>盤上: ← → で一手ずつ、↑ ↓ でもう一方の手順、Esc で閉じる。</translation>
    </message>
</context>
<context>
    <name>hasami::gui::ExplorerPanel</name>
    <message>
        <location filename="../../app/gui/explorer_panel.cpp" line="+22"/>
        <source>Opening explorer</source>
        <translation>定石エクスプローラー</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Move</source>
        <translation>手</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Games</source>
        <translation>局数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>得点率</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mean</source>
        <translation>平均</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Book</source>
        <translation>定石</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player to move&apos;s score in these games: wins, and half the draws</source>
        <translation>これらの対局での手番側の得点率（勝ちと引き分けの半分）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player to move&apos;s mean disc difference at the end of these games</source>
        <translation>これらの対局の終局時の手番側の平均石差</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The opening book&apos;s score for the move: the player to move&apos;s disc difference after it, as the engine&apos;s searches found it</source>
        <translation>定石ブックでのこの手の評価: エンジンの探索による、この手の後の手番側の石差</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Click a move to play it</source>
        <translation>クリックするとその手を打ちます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Explorer moves</source>
        <translation>定石エクスプローラーの手</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>No games library: choose one in Settings.</source>
        <translation>棋譜ライブラリがありません。設定で選んでください。</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+38"/>
        <source>The games library cannot be read: %1</source>
        <translation>棋譜ライブラリを読めません: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No games in the library yet: your own games go in as you play, and Game → Import games… adds an archive such as WTHOR&apos;s.</source>
        <translation>ライブラリにはまだ対局がありません。自分の対局は打つたびに入り、WTHOR などの棋譜は「ゲーム → 棋譜の取り込み…」で追加できます。</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%Ln game(s) from this position</source>
        <translation>
            <numerusform>この局面からの対局 %Ln 局</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hasami::gui::ExternalEngineWorker</name>
    <message>
        <location filename="../../app/gui/external_engine_worker.cpp" line="+59"/>
        <source>No external engine is chosen.</source>
        <translation>外部エンジンが選ばれていません。</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>%1 scored an illegal move: %2.</source>
        <translation>%1 が不正な手を評価しました: %2。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 stopped: %2.</source>
        <translation>%1 が停止しました: %2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 did not answer in time (%2).</source>
        <translation>%1 が時間内に応答しませんでした（%2）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 failed: %2.</source>
        <translation>%1 でエラーが起きました: %2。</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>%1 played an illegal move: %2.</source>
        <translation>%1 が不正な手を打ちました: %2。</translation>
    </message>
</context>
<context>
    <name>hasami::gui::GameActions</name>
    <message>
        <location filename="../../app/gui/game_actions.cpp" line="+23"/>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;New game</source>
        <translation>新規対局(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game</source>
        <translation>新規対局</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Play &amp;Black</source>
        <translation>黒番で対局(&amp;B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play &amp;White</source>
        <translation>白番で対局(&amp;W)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Two players</source>
        <translation>二人対戦(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Computer against computer</source>
        <translation>コンピュータ同士(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open &amp;recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Import games…</source>
        <translation>棋譜の取り込み(&amp;I)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;diagram…</source>
        <translation>局面図を書き出す(&amp;D)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export re&amp;view…</source>
        <translation>検討を書き出す(&amp;V)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game&apos;s review as a PDF document: run Analysis → Review game first</source>
        <translation>棋譜の検討を PDF 文書として書き出します（先に「解析 → 棋譜の検討」を実行してください）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Move now</source>
        <translation>すぐに打つ(&amp;M)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play from &amp;here</source>
        <translation>ここから対局(&amp;H)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Pause</source>
        <translation>一時停止(&amp;P)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>待った(&amp;U)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo</source>
        <translation>待った</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Redo</source>
        <translation>やり直し</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy &amp;game</source>
        <translation>棋譜をコピー(&amp;G)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy &amp;position</source>
        <translation>局面をコピー(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy position as &amp;image</source>
        <translation>局面を画像としてコピー(&amp;I)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste transcript or board</source>
        <translation>棋譜または盤面を貼り付け(&amp;P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Position from i&amp;mage…</source>
        <translation>画像から局面(&amp;M)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Settings…</source>
        <translation>設定(&amp;S)…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>G&amp;o</source>
        <translation>移動(&amp;O)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Back</source>
        <translation>1 手戻る(&amp;B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Forward</source>
        <translation>1 手進む(&amp;F)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>F&amp;irst position</source>
        <translation>最初の局面(&amp;I)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First</source>
        <translation>最初</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last position</source>
        <translation>最後の局面(&amp;L)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last</source>
        <translation>最後</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n moves back</source>
        <translation>
            <numerusform>%n 手戻る</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n moves forward</source>
        <translation>
            <numerusform>%n 手進む</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Analysis</source>
        <translation>解析(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Hints</source>
        <translation>ヒント(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hints</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the score of every legal move</source>
        <translation>打てるすべての手の評価値を表示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Why this move?</source>
        <translation>この手はなぜ？(&amp;W)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In hint mode: why the move under the cursor is worse than the best</source>
        <translation>ヒント表示中: カーソル位置の手が最善手より悪い理由</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Review game…</source>
        <translation>棋譜の検討(&amp;R)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Opening trainer…</source>
        <translation>定石トレーナー(&amp;O)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E&amp;ndgame drills…</source>
        <translation>終盤ドリル(&amp;N)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>My &amp;mistakes…</source>
        <translation>自分の悪手(&amp;M)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit board</source>
        <translation>盤面の編集(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit board</source>
        <translation>盤面の編集</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Rules of Othello</source>
        <translation>オセロのルール(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>キーボードショートカット(&amp;K)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Hasami</source>
        <translation>Hasami について(&amp;A)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
</context>
<context>
    <name>hasami::gui::GamePage</name>
    <message>
        <location filename="../../app/gui/game_page.cpp" line="+15"/>
        <source>Game clock</source>
        <translation>対局時計を使う</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each side has these minutes for the game, and the seconds after each of its moves; a side whose time runs out loses. The computer then takes its time from its clock. A new clock starts with the next game.</source>
        <translation>各手番はこの分数を対局の持ち時間とし、一手ごとにこの秒数が加算されます。時間切れになった側の負けです。コンピュータは自分の持ち時間から考慮時間を決めます。新しい持ち時間は次の対局から始まります。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> min a side</source>
        <translation> 分（各側）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>+ </source>
        <translation>+ </translation>
    </message>
    <message>
        <location line="+1"/>
        <source> s a move</source>
        <translation> 秒（一手ごと）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Players</source>
        <translation>対局者</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time control</source>
        <translation>持ち時間</translation>
    </message>
</context>
<context>
    <name>hasami::gui::GamePanel</name>
    <message>
        <location filename="../../app/gui/game_panel.cpp" line="+106"/>
        <source>In the opening book</source>
        <translation>定石の中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer answers from its book here, and hints show the book&apos;s scores.</source>
        <translation>ここではコンピュータは定石で応じ、ヒントは定石の評価値を示します。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Move now</source>
        <translation>すぐに打つ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play from here</source>
        <translation>ここから対局</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The lines of this game: a different move in the past starts a new line and keeps the old one.</source>
        <translation>この対局の変化: 過去の局面で別の手を打つと新しい変化になり、元の手順も残ります。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Moves</source>
        <translation>棋譜</translation>
    </message>
    <message>
        <location line="+133"/>
        <source>Opening: %1</source>
        <translation>定石: %1</translation>
    </message>
</context>
<context>
    <name>hasami::gui::GamesImport</name>
    <message>
        <location filename="../../app/gui/games_import.cpp" line="+38"/>
        <location line="+8"/>
        <source>Import games</source>
        <translation>棋譜の取り込み</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Game archives (*.pgn *.wtb *.ggf *.gam *.txt *.games);;All files (*)</source>
        <translation>棋譜ファイル (*.pgn *.wtb *.ggf *.gam *.txt *.games);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No games library: choose one in Settings.</source>
        <translation>棋譜ライブラリがありません。設定で選んでください。</translation>
    </message>
</context>
<context>
    <name>hasami::gui::HintsPage</name>
    <message>
        <location filename="../../app/gui/hints_page.cpp" line="+23"/>
        <source>Discs</source>
        <translation>石差</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Chance to win</source>
        <translation>勝率</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How often players rated</source>
        <translation>次のレーティングの打ち手が選ぶ割合</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Beside each move&apos;s score, the share of tournament players of this rating who play it: how hard the best move is to find.</source>
        <translation>各手の評価値の横に、このレーティングの大会参加者がその手を打つ割合を表示します。最善手を見つける難しさの目安です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>about </source>
        <translation>約 </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Depth</source>
        <translation>深さ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show</source>
        <translation>表示</translation>
    </message>
</context>
<context>
    <name>hasami::gui::ImportDialog</name>
    <message>
        <location filename="../../app/gui/import_dialog.cpp" line="+22"/>
        <source>The first refused: %1, game %2: %3</source>
        <translation>最初に拒否された対局: %1 の %2 局目: %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The first refused: %1, game %2 (line %3): %4</source>
        <translation>最初に拒否された対局: %1 の %2 局目 (%3 行目): %4</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Import games</source>
        <translation>棋譜の取り込み</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+27"/>
        <source>Reading the files…</source>
        <translation>ファイルを読んでいます…</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Cancelling: nothing will be added…</source>
        <translation>キャンセルしています。何も追加されません…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Adding the games…</source>
        <translation>対局を追加しています…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Indexing the games&apos; positions…</source>
        <translation>対局の局面を索引に登録しています…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Nothing was imported: %1</source>
        <translation>何も取り込まれませんでした: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Import cancelled: nothing was added.</source>
        <translation>取り込みをキャンセルしました。何も追加されていません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Games added: %1
Already in the library: %2
Refused: %3</source>
        <translation>追加した対局: %1
すでにライブラリにあった対局: %2
拒否した対局: %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
</context>
<context>
    <name>hasami::gui::MainWindow</name>
    <message>
        <location filename="../../app/gui/main_window.cpp" line="+232"/>
        <source>%1 has no legal move and passes.</source>
        <translation>%1は打てる手がないのでパスします。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game over: %1</source>
        <translation>終局: %1</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>Your move: click a marked square.</source>
        <translation>あなたの番です: 印のあるマスをクリックしてください。</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>The game could not be added to the games library: %1</source>
        <translation>対局を棋譜ライブラリに追加できませんでした: %1</translation>
    </message>
    <message>
        <location line="+249"/>
        <source>New game</source>
        <translation>新規対局</translation>
    </message>
    <message>
        <location line="-231"/>
        <source>The games library could not be made: %1</source>
        <translation>対局ライブラリを作れませんでした: %1</translation>
    </message>
    <message>
        <location line="+147"/>
        <source>External engine</source>
        <translation>外部エンジン</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Review game</source>
        <translation>棋譜の検討</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search every position of the game to depth:</source>
        <translation>すべての局面を読む深さ:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 to move (computer)</source>
        <translation>%1の手番（コンピュータ）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to move: paused</source>
        <translation>%1の手番（一時停止中）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to move</source>
        <translation>%1の手番</translation>
    </message>
</context>
<context>
    <name>hasami::gui::MistakesDialog</name>
    <message>
        <location filename="../../app/gui/mistakes_dialog.cpp" line="+22"/>
        <source>Opening</source>
        <translation>序盤</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Midgame</source>
        <translation>中盤</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Endgame</source>
        <translation>終盤</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Yourself</source>
        <translation>自分自身</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Unfinished</source>
        <translation>未完</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Black won by %1</source>
        <translation>黒の %1 石勝ち</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White won by %1</source>
        <translation>白の %1 石勝ち</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Won by %1</source>
        <translation>%1 石勝ち</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost by %1</source>
        <translation>%1 石負け</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>My mistakes</source>
        <translation>自分の悪手</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All phases</source>
        <translation>すべての局面</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>All reasons</source>
        <translation>すべての理由</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No reason found</source>
        <translation>理由なし</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move no.</source>
        <translation>手数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opponent</source>
        <translation>相手</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move</source>
        <translation>手</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Loss</source>
        <translation>損失</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best</source>
        <translation>最善手</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Phase</source>
        <translation>局面</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Phase:</source>
        <translation>局面:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reason:</source>
        <translation>理由:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No games library: choose one in Edit → Settings → Games library.</source>
        <translation>棋譜ライブラリがありません。編集 → 設定 → 棋譜ライブラリで選んでください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reading your games…</source>
        <translation>対局を読み込んでいます…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Analysing your games: %1 of %2…</source>
        <translation>対局を解析しています: %2 局中 %1 局目…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The games library cannot be used: %1</source>
        <translation>棋譜ライブラリを使えません: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n mistake(s) in your games (%1 analysed now). Double-click one, or press Enter, to see it on the board.</source>
        <translation>
            <numerusform>あなたの対局の悪手 %n 個（今回 %1 局を解析）。ダブルクリックか Enter で盤面に表示します。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+55"/>
        <source>Move %1, %2, lost %n disc(s) against %3. Up and Down on the board show either move; Analysis → My mistakes brings the list back.</source>
        <translation>
            <numerusform>%1 手目の %2 は %3 より %n 石損でした。盤上で上下キーを押すと両方の手を見られます。「解析」→「自分の悪手」で一覧に戻れます。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hasami::gui::MoveListModel</name>
    <message>
        <location filename="../../app/gui/move_list_model.cpp" line="+50"/>
        <source>%1, black, %2</source>
        <translation>%1、黒、%2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1, white, %2</source>
        <translation>%1、白、%2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The best move.</source>
        <translation>最善手です。</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n disc(s) worse than %1, the best move.</source>
        <translation>
            <numerusform>最善手 %1 より %n 石悪い手です。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Move</source>
        <translation>手</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score</source>
        <translation>評価</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Best</source>
        <translation>最善</translation>
    </message>
</context>
<context>
    <name>hasami::gui::OpeningTrainer</name>
    <message>
        <location filename="../../app/gui/opening_trainer.cpp" line="+35"/>
        <source>Opening trainer</source>
        <translation>定石トレーナー</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Train:</source>
        <translation>練習:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You play:</source>
        <translation>あなたの石:</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The opening book cannot be read: there is nothing to train.</source>
        <translation>定石ブックを読めません。練習できるものがありません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose what to train and your colour, then Start.</source>
        <translation>練習する内容と自分の石の色を選んで、「開始」を押してください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Missed positions that are due</source>
        <translation>復習の時期が来た、間違えた局面</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>My repertoire (the lines of my games)</source>
        <translation>自分のレパートリー（自分の対局の進行）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>None of your games is in the library yet: play one first.</source>
        <translation>ライブラリにはまだあなたの対局がありません。まず一局打ってください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the %1</source>
        <translation>%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The book has nothing for you to find here.</source>
        <translation>ここには定石ブックに探すべき手がありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your move: find the move of %1 for %2.</source>
        <translation>あなたの番です: %2 の %1 の手を探してください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your move: find the book&apos;s move for %1.</source>
        <translation>あなたの番です: %1 の定石の手を探してください。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The book ends here: the drill is over.</source>
        <translation>定石ブックはここまでです。練習を終わります。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The book has nothing here.</source>
        <translation>ここは定石ブックにありません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is the move of %2.</source>
        <translation>%1 は %2 の手です。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Missed: %1 goes on with %2.</source>
        <translation>不正解: %1 は %2 と続きます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Missed: %1 is not in the book, which plays %2.</source>
        <translation>不正解: %1 は定石ブックにありません。定石は %2 です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is the book&apos;s best move.</source>
        <translation>%1 は定石ブックの最善手です。</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Missed: %1 loses %n disc(s); the book plays %2.</source>
        <translation>
            <numerusform>不正解: %1 は %n 石損です。定石は %2 です。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 loses %n disc(s) against the book&apos;s best, %2.</source>
        <translation>
            <numerusform>%1 は定石ブックの最善手 %2 より %n 石損です。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No missed position is due.</source>
        <translation>復習の時期が来た局面はありません。</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n position(s) due: find the book&apos;s move for %1.</source>
        <translation>
            <numerusform>復習する局面 %n 個: %1 の定石の手を探してください。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hasami::gui::ReviewProgress</name>
    <message>
        <location filename="../../app/gui/review_progress.cpp" line="+11"/>
        <source>Review %v/%m</source>
        <translation>検討 %v/%m</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
</context>
<context>
    <name>hasami::gui::SettingsDialog</name>
    <message>
        <location filename="../../app/gui/settings_dialog.cpp" line="+28"/>
        <source>Level %1</source>
        <translation>レベル %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>about %1 Elo</source>
        <translation>約 %1 Elo</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%L1 simulations with random playouts</source>
        <translation>ランダムプレイアウトで %L1 回のシミュレーション</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%L1 simulations</source>
        <translation>%L1 回のシミュレーション</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 plies, exact from %2 empties</source>
        <translation>%1 手読み、残り %2 マスから完全読み</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Computer strength</source>
        <translation>コンピュータの強さ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hints</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>General</source>
        <translation>一般</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Engines</source>
        <translation>エンジン</translation>
    </message>
</context>
<context>
    <name>hasami::gui::UnsavedGamesDialog</name>
    <message>
        <location filename="../../app/gui/unsaved_games_dialog.cpp" line="+18"/>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n 手</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unsaved game</source>
        <translation>保存されていない対局</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Unsaved games</source>
        <translation>保存されていない対局</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>These games were not saved when Hasami last closed. Continue one here; the others are offered again at the next start unless you discard them.</source>
        <translation>前回 Hasami を終えたとき、これらの対局は保存されていませんでした。ひとつをここで続けられます。ほかの対局は、破棄しないかぎり次の起動時にまた示されます。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Continue</source>
        <translation>続ける</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard</source>
        <translation>破棄</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not now</source>
        <translation>今はしない</translation>
    </message>
</context>
<context>
    <name>hasami::gui::WhyFlow</name>
    <message>
        <location filename="../../app/gui/why_flow.cpp" line="+23"/>
        <source>Why?</source>
        <translation>なぜ？</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Point at a square, or choose one with the arrow keys, then press W.</source>
        <translation>マスを指すか矢印キーで選んでから W を押してください。</translation>
    </message>
</context>
<context>
    <name>hasami::gui::WindowPage</name>
    <message>
        <location filename="../../app/gui/window_page.cpp" line="+14"/>
        <source>Show legal moves</source>
        <translation>打てる場所を表示</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the last move</source>
        <translation>最後の手を表示</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Off</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>System language</source>
        <translation>システムの言語</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>None</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A games library made by hasami-engine library import: the opening explorer shows the moves played in its games.</source>
        <translation>hasami-engine library import で作った棋譜ライブラリ。定石エクスプローラーがその対局で打たれた手を表示します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Browse…</source>
        <translation>参照…</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+13"/>
        <source>Games library</source>
        <translation>棋譜ライブラリ</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Flip animation</source>
        <translation>石を返すアニメーション</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Language (after a restart)</source>
        <translation>言語（再起動後に反映）</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../../app/gui/main.cpp" line="+35"/>
        <source>Othello against the computer</source>
        <translation>コンピュータとのオセロ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A game to open (.txt, .ggf, .obf).</source>
        <translation>開く棋譜 (.txt, .ggf, .obf)。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Evaluation</source>
        <translation>評価関数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The trained evaluation could not be loaded (%1). Hasami plays with its simple evaluation, which is weaker.</source>
        <translation>学習済みの評価関数を読み込めませんでした (%1)。簡易な評価関数で対局します。こちらは弱くなります。</translation>
    </message>
</context>
</TS>
