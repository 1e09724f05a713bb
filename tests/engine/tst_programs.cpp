// The two console programs: hasami-engine, which does not link the developer's commands, knows
// their names to say where they are; those names must be hasami-tools' commands, all of them but
// the ones the engine has itself ("book": its probe, their build and check).

#include <QtTest>

#include <algorithm>
#include <set>
#include <string_view>

#include "program.h"
#include "tools_commands.h"

using namespace hasami::cli;

namespace {

std::set<std::string_view> namesOf(std::span<const Command* const> commands) {
    std::set<std::string_view> names;
    for (const Command* c : commands)
        names.insert(c->name);
    return names;
}

}  // namespace

class TestPrograms : public QObject {
    Q_OBJECT

  private slots:
    void engineKnowsEveryToolByName() {
        const auto engine = namesOf(engineProgram.commands);
        std::set<std::string_view> expected;
        for (const std::string_view name : namesOf(toolsProgram.commands))
            if (!engine.contains(name)) expected.insert(name);
        const std::set<std::string_view> known(engineProgram.inTools.begin(),
                                               engineProgram.inTools.end());
        QCOMPARE(known, expected);
        QVERIFY(known.contains("selfplay"));
        QVERIFY(!known.contains("book"));
    }

    void noCommandInBothButBook() {
        const auto engine = namesOf(engineProgram.commands);
        for (const std::string_view name : namesOf(toolsProgram.commands))
            QVERIFY(!engine.contains(name) || name == "book");
    }
};

QTEST_APPLESS_MAIN(TestPrograms)
#include "tst_programs.moc"
