<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>GameFiles</name>
    <message numerus="yes">
        <location filename="../../app/gui/game_files.cpp" line="+76"/>
        <source>Not a valid board string: it has %n square(s); 64 squares expected.</source>
        <translation>
            <numerusform>Not a valid board string: it has %n square; 64 squares expected.</numerusform>
            <numerusform>Not a valid board string: it has %n squares; 64 squares expected.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message numerus="yes">
        <location filename="../../app/gui/reason_text.cpp" line="+37"/>
        <source>gives the opponent the corner(s) %1</source>
        <translation>
            <numerusform>gives the opponent the corner %1</numerusform>
            <numerusform>gives the opponent the corners %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatusText</name>
    <message numerus="yes">
        <location filename="../../app/gui/status_text.cpp" line="+115"/>
        <source>Review done: %n mistake(s).</source>
        <translation>
            <numerusform>Review done: %n mistake.</numerusform>
            <numerusform>Review done: %n mistakes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hasami::gui::EndgameTrainer</name>
    <message numerus="yes">
        <location filename="../../app/gui/endgame_trainer.cpp" line="+18"/>
        <source>a win by %n disc(s)</source>
        <translation>
            <numerusform>a win by %n disc</numerusform>
            <numerusform>a win by %n discs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>a loss by %n disc(s)</source>
        <translation>
            <numerusform>a loss by %n disc</numerusform>
            <numerusform>a loss by %n discs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>Mistakes in my last %n game(s)</source>
        <translation>
            <numerusform>Mistakes in my last game</numerusform>
            <numerusform>Mistakes in my last %n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+71"/>
        <source>Solving the endgames of your last %n game(s)…</source>
        <translation>
            <numerusform>Solving the endgames of your last game…</numerusform>
            <numerusform>Solving the endgames of your last %n games…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+50"/>
        <source>Missed: %1 loses %n disc(s). %2 is best: it ends in %3.</source>
        <translation>
            <numerusform>Missed: %1 loses %n disc. %2 is best: it ends in %3.</numerusform>
            <numerusform>Missed: %1 loses %n discs. %2 is best: it ends in %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+78"/>
        <source>%n drill(s) left: play %1 to the end and keep %2.</source>
        <translation>
            <numerusform>%n drill left: play %1 to the end and keep %2.</numerusform>
            <numerusform>%n drills left: play %1 to the end and keep %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n drill(s) left: find the best move for %1.</source>
        <translation>
            <numerusform>%n drill left: find the best move for %1.</numerusform>
            <numerusform>%n drills left: find the best move for %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hasami::gui::ExplorerPanel</name>
    <message numerus="yes">
        <location filename="../../app/gui/explorer_panel.cpp" line="+126"/>
        <source>%Ln game(s) from this position</source>
        <translation>
            <numerusform>%Ln game from this position</numerusform>
            <numerusform>%Ln games from this position</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hasami::gui::GameActions</name>
    <message numerus="yes">
        <location filename="../../app/gui/game_actions.cpp" line="+112"/>
        <source>%n moves back</source>
        <translation>
            <numerusform>%n move back</numerusform>
            <numerusform>%n moves back</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n moves forward</source>
        <translation>
            <numerusform>%n move forward</numerusform>
            <numerusform>%n moves forward</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hasami::gui::MistakesDialog</name>
    <message numerus="yes">
        <location filename="../../app/gui/mistakes_dialog.cpp" line="+137"/>
        <source>%n mistake(s) in your games (%1 analysed now). Double-click one, or press Enter, to see it on the board.</source>
        <translation>
            <numerusform>%n mistake in your games (%1 analysed now). Double-click one, or press Enter, to see it on the board.</numerusform>
            <numerusform>%n mistakes in your games (%1 analysed now). Double-click one, or press Enter, to see it on the board.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+55"/>
        <source>Move %1, %2, lost %n disc(s) against %3. Up and Down on the board show either move; Analysis → My mistakes brings the list back.</source>
        <translation>
            <numerusform>Move %1, %2, lost %n disc against %3. Up and Down on the board show either move; Analysis → My mistakes brings the list back.</numerusform>
            <numerusform>Move %1, %2, lost %n discs against %3. Up and Down on the board show either move; Analysis → My mistakes brings the list back.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hasami::gui::MoveListModel</name>
    <message numerus="yes">
        <location filename="../../app/gui/move_list_model.cpp" line="+72"/>
        <source>%n disc(s) worse than %1, the best move.</source>
        <translation>
            <numerusform>%n disc worse than %1, the best move.</numerusform>
            <numerusform>%n discs worse than %1, the best move.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hasami::gui::OpeningTrainer</name>
    <message numerus="yes">
        <location filename="../../app/gui/opening_trainer.cpp" line="+167"/>
        <source>Missed: %1 loses %n disc(s); the book plays %2.</source>
        <translation>
            <numerusform>Missed: %1 loses %n disc; the book plays %2.</numerusform>
            <numerusform>Missed: %1 loses %n discs; the book plays %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 loses %n disc(s) against the book&apos;s best, %2.</source>
        <translation>
            <numerusform>%1 loses %n disc against the book&apos;s best, %2.</numerusform>
            <numerusform>%1 loses %n discs against the book&apos;s best, %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>%n position(s) due: find the book&apos;s move for %1.</source>
        <translation>
            <numerusform>%n position due: find the book&apos;s move for %1.</numerusform>
            <numerusform>%n positions due: find the book&apos;s move for %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hasami::gui::UnsavedGamesDialog</name>
    <message numerus="yes">
        <location filename="../../app/gui/unsaved_games_dialog.cpp" line="+19"/>
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
</context>
</TS>
