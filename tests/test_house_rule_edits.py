"""Three house-rule changes made as a game master makes them, in a copy of the repository.

The text first (calc/texts/NNN.txt); the build must refuse it and name what else to change;
after exactly those changes it builds, and the pages, the calculators, the resolver and
the print page (what `make pdf` prints) all say the new rule. The README's "Change a house
rule" walks through the same three. Slow: each builds the site twice or more in the copy.
"""

from __future__ import annotations

import pytest

from tests.repo_copy import RepoCopy

pytestmark = pytest.mark.slow

REFUSED = "Aborted with"


def said(build) -> list[str]:
    """What the house-rules check told the game master, one line each."""
    return [line.split("house_rules: ", 1)[1] for line in (build.stdout + build.stderr).splitlines() if "house_rules: " in line]


def check(copy: RepoCopy) -> list[str]:
    """The checks the build runs before the pages, without the build (seconds, not a minute)."""
    return copy.python("import json; from tools.house_rules import disagreements; print(json.dumps([str(d) for d in disagreements()]))")


def builds(copy: RepoCopy) -> None:
    build = copy.build()
    assert build.returncode == 0, build.stdout + build.stderr


@pytest.fixture
def copy(tmp_path) -> RepoCopy:
    return RepoCopy.make(tmp_path)


def test_a_number_medium_shield_parries_3_in_melee(copy):
    old = "Uno scudo medio riduce la classe armatura di un ulteriore - 2"
    new = "Uno scudo medio riduce la classe armatura di un ulteriore - 3"
    copy.replace("calc/texts/000.txt", old, new)

    refused = copy.build()
    assert refused.returncode != 0 and REFUSED in refused.stdout + refused.stderr
    assert said(refused) == ['calc/tables/parry_000.py: MELEE_SHIELD_REDUCTION[medium] is 2; 000 "LA PARATA NEL CORPO A CORPO" now says 3']

    copy.replace("calc/tables/parry_000.py", "    Shield.MEDIUM: 2,\n", "    Shield.MEDIUM: 3,\n")
    builds(copy)
    assert new in copy.page_text("000/bloccare-un-attacco.html") and old not in copy.page_text("000/bloccare-un-attacco.html")
    assert new in copy.page_text("print_page.html") and old not in copy.page_text("print_page.html")
    parried = copy.python(
        "import json; from calc import dispatch; "
        "print(json.dumps([dispatch('parry', {'mode': 'melee', 'weapon_parry': 1, 'shield': 'medium', 'ac': 5})['ac'], "
        "dispatch('resolve_000', {'target_ac': 5, 'defense': 'parry', 'weapon_parry': 1, 'shield': 'medium'})['effective_ac']]))"
    )
    assert parried == [1, 1]  # AC 5, lowered by the weapon's 1 and the shield's new 3
    tests = copy.run("-m", "pytest", "-q", "-p", "no:cacheprovider", "tests/test_parry_000.py", "tests/test_resolve_000.py")
    assert tests.returncode == 0, tests.stdout[-3000:]


def test_a_new_row_mounted_attackers_get_1_in_melee(copy):
    copy.replace("calc/texts/004.txt", "Атакующий... В ближнем бою На дистанции\n", "Атакующий... В ближнем бою На дистанции\nВерхом +1 -\n")

    refused = copy.build()
    assert refused.returncode != 0
    assert said(refused) == [
        'calc/tables/modifiers_004.py: attack_modifiers_004 has no row for 004 "Модификаторы к атаке" line «Верхом +1 -» (add it)'
    ]

    copy.replace("calc/tables/modifiers_004.py", '    FLANKING = "flanking"', '    MOUNTED = "mounted"  # Верхом\n    FLANKING = "flanking"')
    copy.replace(
        "calc/tables/modifiers_004.py",
        "    (AttackerCondition.FLANKING,",
        '    (AttackerCondition.MOUNTED, "Верхом", "+1", "-"),\n    (AttackerCondition.FLANKING,',
    )
    unlabelled = copy.run("-c", "import calc.rules.modifiers_004")
    assert "calc/rules/modifiers_004.py: ATTACKER_LABELS has no label for AttackerCondition.MOUNTED" in unlabelled.stderr

    copy.replace("calc/rules/modifiers_004.py", "    AttackerCondition.FLANKING: _(", '    AttackerCondition.MOUNTED: _("Mounted"),\n    AttackerCondition.FLANKING: _(')
    assert set(check(copy)) >= {
        f"calc/locales/{lang}/LC_MESSAGES/calc.po: 'Mounted' (calc/rules/modifiers_004.py) is not in it: run `make catalogs`, then translate it"
        for lang in ("it", "es", "ru")
    }
    copy.run("-m", "tools.catalogs", "update")
    assert check(copy) == [
        f"calc/locales/{lang}/LC_MESSAGES/calc.po: 'Mounted' is untranslated (shown in English on the {lang} pages)" for lang in ("it", "es", "ru")
    ]
    for lang, words in (("it", "A cavallo"), ("es", "A caballo"), ("ru", "Верхом")):
        copy.replace(f"calc/locales/{lang}/LC_MESSAGES/calc.po", 'msgid "Mounted"\nmsgstr ""\n', f'msgid "Mounted"\nmsgstr "{words}"\n')
    copy.run("-m", "tools.catalogs", "update")

    builds(copy)
    assert "Верхом +1 -" in copy.page_text("004/index.html") and "Верхом +1 -" in copy.page_text("print_page.html")
    mounted = copy.python(
        "import json; from calc import dispatch; "
        "print(json.dumps([dispatch('attack_modifiers_004', {'attack': m, 'mounted': True})['total'] for m in ('melee', 'ranged')] + "
        "[dispatch('resolve_004', {'attack': 'melee', 'attacker_mounted': True})['attack_modifier']]))"
    )
    assert mounted == [1, 0, 1]
    tests = copy.run("-m", "pytest", "-q", "-p", "no:cacheprovider", "tests/test_modifiers_004.py", "tests/test_catalogs.py")
    assert tests.returncode == 0, tests.stdout[-3000:]


def test_a_reworded_sentence_quoted_in_a_table_note(copy):
    old = "Tampoco tendrás esta penalización si tienes la dote de Disparo preciso."
    new = "Tampoco sufrirás esta penalización si tienes la dote de Disparo preciso."
    copy.replace("calc/texts/003.txt", old, new)
    number = (copy.root / "calc/texts/003.txt").read_text(encoding="utf-8").splitlines().index(new) + 1

    refused = copy.build()
    assert refused.returncode != 0
    assert said(refused) == [
        f"calc/tables/attack_003.py: attack_modifiers_003 note 2 quotes «{old}»; 003 now says «{new}»",
        f"docs/003/11-acciones-normales.md: 003 line {number} «{new}» is on no page; this page says «{old}»",
    ]

    copy.replace("calc/tables/attack_003.py", '"Tampoco tendrás esta penalización', '"Tampoco sufrirás esta penalización')
    copy.replace("docs/003/11-acciones-normales.md", old, new)
    builds(copy)
    for page in ("003/11-acciones-normales.html", "003/01-ataque-y-dano.html", "print_page.html"):
        assert new in copy.page_text(page) and old not in copy.page_text(page), page
