"""The glossary: each combat concept once, named in en/it/es/ru, with a one-line definition,
and the abbreviations the texts use. Pages tag terms as ``[[term-id|the text's words]]``
(rendered by ``macros.glossary``); ``calc.lexicon_build`` reads the names and abbreviations as the
words players use for what the calculators declare."""

from __future__ import annotations

from dataclasses import dataclass

from .i18n import Message, _

__all__ = ["Term", "TERMS", "ABBREVIATIONS"]


@dataclass(frozen=True)
class Term:
    id: str  # stable anchor on the glossary page
    name: Message  # the usual name in each language (the texts' own word where they have one)
    definition: Message  # one line
    # Other names: the texts' own (synonyms, abbreviations) and the words players type for it
    # ("AoO", "фланг"): shown under the term, and the search finds the term by them.
    also: tuple[str, ...] = ()


TERMS: tuple[Term, ...] = (
    Term(
        "attack-of-opportunity",
        _("attack of opportunity"),
        _("A free attack against a foe who lowers its guard within reach, e.g. by moving away."),
        ("colpo di opportunità", "AoO", "opportunity attack", "атака по возможности"),
    ),
    Term(
        "surprise",
        _("surprise"),
        _(
            "Being caught unaware as a fight starts: the surprised side loses the first moment (the "
            "surprise round) and defends worse.",
        ),
    ),
    Term(
        "initiative",
        _("initiative"),
        _(
            "The order in which combatants act in a round, set by a roll plus modifiers (in some systems "
            "the lower score acts first).",
        ),
    ),
    Term(
        "round",
        _("round"),
        _(
            "The basic unit of combat time (6 seconds in several texts) in which every combatant gets one"
            " turn to act.",
        ),
    ),
    Term(
        "action",
        _("action"),
        _(
            "Something a combatant does on its turn; rules sort actions by how long they take (free, "
            "move, standard, full-round, complex...).",
        ),
    ),
    Term(
        "parry",
        _("parry"),
        _(
            "Deflecting incoming blows with a weapon or shield; depending on the rules it improves armour"
            " class or is a defense value the attack must reach.",
        ),
        ("parar",),
    ),
    Term(
        "dodge",
        _("dodge"),
        _(
            "Avoiding a blow by moving out of its way; in some systems a Dexterity-based defense value "
            "that the attack roll must equal or beat.",
        ),
        ("schivare", "esquivar"),
    ),
    Term(
        "block",
        _("block"),
        _(
            "A hard parry taken instead of an attack: the defender tries to stop one specific incoming "
            "blow with a weapon or shield.",
        ),
        ("parata dura",),
    ),
    Term(
        "prone",
        _("prone"),
        _(
            "Lying on the ground: easier to hit in melee, usually harder to hit from afar; its own "
            "attacks suffer and standing up takes an action.",
        ),
        ("steso al suolo", "al suolo", "knockdown", "posición tumbada", "сбит с ног"),
    ),
    Term(
        "blinded",
        _("blinded"),
        _(
            "Unable to see: attacks and moves poorly, and is easier to hit because it loses its Dexterity"
            " (in some rules also shield) bonus to defense.",
        ),
        ("cieco", "blind", "слепой"),
    ),
    Term(
        "helpless",
        _("helpless"),
        _(
            "Bound, asleep, paralysed or unconscious: cannot defend itself, is very easy to hit and can "
            "be slain with a coup de grace.",
        ),
    ),
    Term(
        "cover",
        _("cover"),
        _(
            "An obstacle between attacker and target that shields part of the target: it improves its "
            "defense (e.g. +4 AC) and Reflex saves.",
        ),
    ),
    Term(
        "concealment",
        _("concealment"),
        _(
            "Poor visibility of the target (darkness, fog, foliage): a hit may still miss by chance, e.g."
            " 20%, or 50% if the target cannot be seen.",
        ),
        ("маскировка", "ocultación"),
    ),
    Term(
        "flanking",
        _("flanking"),
        _(
            "Attacking a foe in melee while an ally threatens it from the opposite side: the flankers "
            "gain a bonus to hit (+2).",
        ),
        ("flank", "fiancheggiare", "attacco ai fianchi", "flanquear", "фланг", "фланкирование"),
    ),
    Term(
        "grapple",
        _("grapple"),
        _(
            "Seizing and holding a foe, one of its limbs or what it holds; the struggle is usually "
            "settled by opposed Strength checks.",
        ),
        ("afferrare", "grappling", "lotta", "agarrar"),
    ),
    Term(
        "close-combat",
        _("close combat"),
        _(
            "Fighting locked body to body with a single foe: big weapons and shields hamper, and "
            "outsiders attacking in may hit the wrong one.",
        ),
        ("corpo a corpo ravvicinato", "combate cuerpo a cuerpo cerrado"),
    ),
    Term(
        "tackle",
        _("tackle"),
        _(
            "Throwing oneself, often with others, onto a foe to bring it down and pin it; settled by a "
            "to-hit roll, then an opposed Strength check.",
        ),
        ("sopprimere un avversario", "soppressione", "derribo"),
    ),
    Term(
        "disarm",
        _("disarm"),
        _("A maneuver to make a foe drop its weapon, usually taken instead of an attack and at a penalty."),
        ("обезоружить",),
    ),
    Term(
        "critical-hit",
        _("critical hit"),
        _(
            "An especially effective hit, usually on a natural 20 (sometimes confirmed by a second roll),"
            " that multiplies damage or adds an effect.",
        ),
        ("crit",),
    ),
    Term(
        "armor-class",
        _("armor class"),
        _(
            "A defender's armour rating: usually what an attack must beat (in AD&D, lower is better); in "
            "some rules it reduces damage instead.",
        ),
        ("CA", "AC", "КБ", "armour class", "КД"),
    ),
    Term(
        "to-hit-roll",
        _("to-hit roll"),
        _(
            "The roll (usually a d20 plus modifiers) that decides whether an attack hits; TPC also names "
            "the number the d20 must reach.",
        ),
        ("TPC",),
    ),
    Term(
        "number-to-hit",
        _("number to hit"),
        _(
            "A score summing the differences between attacker and target (Dexterity, situation, mastery, "
            "range...); a table turns it into TPC and BNPC.",
        ),
        ("NPC",),
    ),
    Term(
        "attack-bonus",
        _("attack bonus"),
        _(
            "The total modifier added to the d20 in an attack roll: base attack plus Strength or "
            "Dexterity, size and other modifiers.",
        ),
    ),
    Term(
        "damage",
        _("damage"),
        _(
            "The harm a successful attack inflicts: the weapon's die plus modifiers, subtracted from the "
            "target's hit points.",
        ),
    ),
    Term(
        "damage-die",
        _("damage die"),
        _(
            "The die rolled for a weapon's damage (e.g. 1d8), set by the weapon type and sometimes by the"
            " wielder's mastery.",
        ),
        ("Dd",),
    ),
    Term(
        "hit-points",
        _("hit points"),
        _(
            "How much damage a creature can take; at 0 or below it is disabled, dying or dead, depending "
            "on the rules.",
        ),
        ("PF", "PG", "puntos de vida", "HP"),
    ),
    Term(
        "range-increment",
        _("range increment"),
        _(
            "A ranged weapon's distance band: each full increment beyond the first gives a cumulative "
            "penalty (e.g. -2) to the attack roll.",
        ),
    ),
    Term(
        "armor-penetration",
        _("armor penetration"),
        _(
            "A weapon's power to pierce armour: if it equals or exceeds the armour's value, the armour "
            "stops only half as much damage.",
        ),
        ("PA",),
    ),
    Term(
        "damage-reduction",
        _("damage reduction"),
        _(
            "Points subtracted from the damage of each hit, e.g. by armour that absorbs blows instead of "
            "making its wearer harder to hit.",
        ),
        ("DR",),
    ),
    Term(
        "finesse",
        _("finesse"),
        _(
            "Fighting with a light or piercing weapon using Dexterity instead of Strength to hit, aiming "
            "at the gaps in the foe's armour.",
        ),
    ),
    Term(
        "dying",
        _("dying"),
        _(
            "Below 0 hit points but not yet dead: unconscious, losing 1 hit point per round until "
            "stabilized or dead.",
        ),
    ),
    Term(
        "disabled",
        _("disabled"),
        _(
            "At exactly 0 hit points: conscious but limited to one move or standard action per turn, and "
            "straining costs 1 hit point.",
        ),
        ("discapacitado",),
    ),
    Term(
        "stabilize",
        _("stabilize"),
        _(
            "To stop losing hit points while dying, through a successful Constitution check, a Heal check"
            " or any healing.",
        ),
    ),
    Term(
        "massive-damage",
        _("massive damage"),
        _(
            "A single blow dealing huge damage (e.g. 20 or more): the victim must pass a Fortitude save "
            "or die outright.",
        ),
    ),
    Term(
        "flat-footed",
        _("flat-footed"),
        _(
            "Not yet ready to defend, e.g. before first acting or when surprised: it defends worse (a "
            "penalty, or no Dexterity bonus, dodge or parry).",
        ),
        ("colto alla sprovvista",),
    ),
    Term(
        "combat-maneuver",
        _("combat maneuver"),
        _(
            "A special combat action such as disarm, trip, bull rush or grapple; some rules roll it with "
            "a maneuver bonus against a maneuver defense.",
        ),
        ("BoM", "DeM"),
    ),
    Term(
        "size",
        _("size"),
        _(
            "A creature's size category (small, medium, large, huge...), which modifies its attacks, "
            "defense, reach and the maneuvers it can attempt.",
        ),
        ("dimensioni",),
    ),
    Term(
        "strength",
        _("Strength"),
        _(
            "The ability score for physical power; it usually adds to melee attacks, damage and contests "
            "such as grappling or tackling.",
        ),
    ),
    Term(
        "dexterity",
        _("Dexterity"),
        _("The ability score for agility and aim; it usually adds to defense, initiative and ranged attacks."),
    ),
    Term(
        "shield",
        _("shield"),
        _(
            "A defensive item worn on the arm; it improves armour class or parry and can block blows "
            "itself, taking damage in the process.",
        ),
    ),
    Term(
        "aimed-blow",
        _("aimed blow"),
        _(
            "An attack declared in advance against a chosen body part or object, with a to-hit penalty "
            "that grows as the part gets smaller.",
        ),
        ("called shot",),
    ),
    Term(
        "precise-blow",
        _("precise blow"),
        _(
            "A melee strike at a vulnerable spot: far harder to land but with multiplied damage; "
            "automatic if the target neither moves nor defends.",
        ),
    ),
    Term(
        "marching-order",
        _("marching order"),
        _(
            "The single-file order in which a party travels; it sets who is most likely to be attacked in"
            " an ambush (reversed if attacked from behind).",
        ),
        ("OdM", "PaM"),
    ),
    Term(
        "back-attack",
        _("back attack"),
        _(
            "A melee attack from behind: a bonus to hit and damage, and the target gets no Dexterity or "
            "shield bonus to its armour class.",
        ),
    ),
    Term(
        "stunned",
        _("stunned"),
        _(
            "Reeling from a blow or effect: unable to act, or barely, it loses its Dexterity bonus to "
            "defense and is easier to hit.",
        ),
    ),
    Term(
        "entangled",
        _("entangled"),
        _(
            "Caught in a net, web or similar: penalties to attack and Dexterity, and movement is hampered"
            " or impossible.",
        ),
    ),
    Term(
        "invisible",
        _("invisible"),
        _(
            "Cannot be seen: it gains a bonus to attack, foes lose their Dexterity bonus against it, and "
            "attacks on it may miss (50%).",
        ),
    ),
    Term(
        "charge",
        _("charge"),
        _(
            "Rushing at a foe to attack at the end of the move: extra speed and usually a bonus to hit, "
            "at the cost of a penalty to defense.",
        ),
    ),
    Term(
        "coup-de-grace",
        _("coup de grace"),
        _(
            "A finishing blow on a helpless foe, taking a full round: it hits automatically as a "
            "critical, and the victim may die outright.",
        ),
    ),
    Term(
        "fighting-defensively",
        _("fighting defensively"),
        _(
            "Attacking while focusing on protection: a penalty to attacks (e.g. -4) in exchange for a "
            "bonus to defense (e.g. +2) for the round.",
        ),
        ("luchar defensivamente",),
    ),
    Term(
        "total-defense",
        _("total defense"),
        _(
            "Spending one's action only on defending: a bigger defense bonus (e.g. +4) for a round, but "
            "no attacks, not even of opportunity.",
        ),
    ),
    Term(
        "reach",
        _("reach"),
        _(
            "How far a creature can strike in melee, set by its size and weapon; it decides which spaces "
            "the creature threatens.",
        ),
        ("зона досягаемости",),
    ),
    Term(
        "saving-throw",
        _("saving throw"),
        _("A roll to avoid or reduce a harmful effect (e.g. Fortitude, Reflex, Will) against a set difficulty."),
        ("спасбросок",),
    ),
    Term(
        "thac0",
        _("THAC0"),
        _(
            "To Hit Armor Class 0: in AD&D, the d20 score needed to hit AC 0; subtract the target's AC to"
            " get the number needed.",
        ),
        ("THAC0", "Thac0"),
    ),
    Term(
        "unconscious",
        _("unconscious"),
        _(
            "Knocked out or asleep and unaware of its surroundings: cannot act or defend itself, and "
            "counts as helpless.",
        ),
    ),
    Term(
        "melee",
        _("melee"),
        _(
            "Hand-to-hand fighting against adjacent foes (or foes within reach) with hand weapons, "
            "natural weapons or bare hands.",
        ),
        ("melee", "mischia"),
    ),
    Term(
        "ranged-attack",
        _("ranged attack"),
        _("An attack with a thrown or missile weapon, usually based on Dexterity and penalized by distance."),
    ),
    Term(
        "two-weapon-fighting",
        _("two-weapon fighting"),
        _(
            "Attacking with a weapon in each hand for an extra attack, usually with penalties and only "
            "half Strength to off-hand damage.",
        ),
    ),
    Term(
        "mastery",
        _("mastery"),
        _(
            "A character's degree of skill with a weapon (e.g. expert, master, grand master), which "
            "improves hitting, damage or parrying.",
        ),
        ("Padr",),
    ),
    Term(
        "fatigue",
        _("fatigue"),
        _(
            "Tiredness built up by strenuous actions (running, parrying...), counted in fatigue points by"
            " some rules, that eventually forces a rest.",
        ),
        ("punto fatica",),
    ),
    Term(
        "movement",
        _("movement"),
        _(
            "How far a combatant moves in a round (its speed or movement rate); moving near foes can "
            "provoke attacks of opportunity.",
        ),
        ("fattore movimento", "velocidad"),
    ),
    Term(
        "higher-ground",
        _("higher ground"),
        _(
            "Fighting from a position above the foe: usually +1 to hit in melee, and in some rules -1 for"
            " whoever attacks upward.",
        ),
    ),
)

# Abbreviation -> (its expansion as the texts write it, what it means, translated). A
# tooltip wherever it appears: "Tiro per colpire — to-hit roll (002)" on an English page, the
# expansion alone where it is already in the page's language. Matched as whole words,
# case-sensitive, on every page: single letters (F, D, P, S, L, V, A, B), size letters and
# words like Italian DA or Spanish DE are deliberately left out.
ABBREVIATIONS: dict[str, tuple[str, Message, str]] = {
    # 000 (Italian AD&D 2e house rules)
    "AC": ("Armor Class", _("armor class"), "000, 003"),
    "Thac0": ("To Hit Armor Class 0", _("d20 score needed to hit armor class 0"), "000"),
    "THAC0": ("To Hit Armor Class 0", _("d20 score needed to hit armor class 0"), "000"),
    # 001 (Italian tactical rules)
    "GM": ("Game Master", _("the referee"), "001"),
    "PG": ("Personaggio giocante / puntos de golpe", _("player character (001); hit points (003)"), "001, 003"),
    "PNG": ("Personaggio non giocante", _("non-player character"), "001"),
    "GS": ("Grado di sfida", _("challenge rating"), "001"),
    # 002 (Italian homebrew)
    "TPC": ("Tiro per colpire", _("to-hit roll"), "002"),
    "NPC": ("Numero per colpire", _("number to hit"), "002"),
    "BNPC": ("Bonus o penalità derivante dal NPC", _("bonus or penalty from the number to hit"), "002"),
    "PF": ("Punti ferita", _("hit points"), "002"),
    "CA": ("Classe dell'armatura / Clase de Armadura", _("armor class (002); armor as damage reduction (003)"), "002, 003"),
    "Padr": ("Padronanza", _("weapon mastery"), "002"),
    "Dd": ("Dado-danno", _("damage die"), "002"),
    "ST": ("Situazione di tiro", _("shooting conditions, 1 to 5"), "002"),
    "OdM": ("Ordine di marcia", _("marching order"), "002"),
    "PaM": ("Probabilità di attacco in marcia", _("chance of being attacked while marching"), "002"),
    "NB": ("Nota bene", _("note well"), "002"),
    # 003 (Spanish Akenar D&D variant)
    "PA": ("Penetración de Armadura", _("armor penetration"), "003"),
    "BoM": ("Bono de maniobra de combate", _("combat maneuver bonus"), "003"),
    "DeM": ("Defensa de maniobra de combate", _("combat maneuver defense"), "003"),
    "DoM": ("Defensa de maniobra de combate", _("combat maneuver defense (a variant spelling of DeM)"), "003"),
    "CD": ("Clase de dificultad", _("difficulty class"), "003"),
    "CDs": ("Clases de dificultad", _("difficulty classes"), "003"),
    "DC": ("Difficulty Class", _("difficulty class"), "003"),
    "DM": ("Dungeon Master", _("the referee"), "003"),
    "PNJs": ("Personajes no jugadores", _("non-player characters"), "003"),
    "PX": ("Puntos de experiencia", _("experience points"), "003"),
    "PXs": ("Puntos de experiencia", _("experience points"), "003"),
    "PPs": ("Puntos de poder", _("spell points spent to cast"), "003"),
    "Sb": ("Habilidad sobrenatural", _("supernatural ability"), "003"),
    # 004 (Russian modifiers)
    "КБ": ("Класс брони", _("armor class"), "004"),
    "СЛ": ("Сложность", _("difficulty class"), "004"),
    # dice written alone
    "d20": ("d20", _("twenty-sided die"), "000–004"),
    "d100": ("d100", _("percentile die, 1 to 100"), "003, 004"),
}
