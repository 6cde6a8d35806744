"""The home page's guide to the five texts, in each of the four UI languages."""

from __future__ import annotations

from dataclasses import dataclass

from calc import calculators
from calc.declare import Text
from calc.sources import Seed

from .html import escape, tag
from .passages import url_of

__all__ = ["TEXTS", "home_guide"]


@dataclass(frozen=True)
class TextInfo:
    seed: Seed
    title: str  # as the text prints it
    start: str  # its first page
    system: Text
    covers: Text


TEXTS = (
    TextInfo(
        Seed.AD2E_HOUSE,
        "Situazioni particolari di combattimento",
        "000/index.md",
        Text(en="AD&D 2nd edition house rules", it="regole della casa per AD&D 2ª edizione", es="reglas caseras para AD&D 2.ª edición", ru="домашние правила для AD&D 2-й редакции"),
        Text(
            en="conditions, attack of opportunity, surprise, fighting blind, block, parry, aimed blow, disarm, grabbing, the monster strength table, tackling, close combat",
            it="condizioni, attacco di opportunità, sorpresa, attacco al buio, bloccare, parata, colpo mirato, disarmare, afferrare, tabella della forza dei mostri, sopprimere, combattimento ravvicinato",
            es="condiciones, ataque de oportunidad, sorpresa, atacar a oscuras, bloqueo, parada, golpe apuntado, desarme, agarrar, tabla de fuerza de los monstruos, derribo, combate cuerpo a cuerpo cerrado",
            ru="состояния, внеочередная атака, внезапность, атака вслепую, блок, парирование, прицельный удар, обезоруживание, захват, таблица силы монстров, сбивание с ног, ближний бой вплотную",
        ),
    ),
    TextInfo(
        Seed.TACTICAL,
        "Regole Tattiche",
        "001/index.md",
        Text(en="Starfinder-style tactical rules", it="regole tattiche in stile Starfinder", es="reglas tácticas al estilo de Starfinder", ru="тактические правила в духе Starfinder"),
        Text(
            en="how combat works, the round, initiative and its ties, the surprise round, flat-footed",
            it="come funziona il combattimento, il round, l'iniziativa e i pareggi, il round di sorpresa, colto alla sprovvista",
            es="cómo funciona el combate, el asalto, la iniciativa y sus empates, el asalto sorpresa, desprevenido",
            ru="как идёт бой, раунд, инициатива и ничьи, раунд внезапности, застигнутый врасплох",
        ),
    ),
    TextInfo(
        Seed.NPC_TPC,
        "Fasi di un combattimento",
        "002/index.md",
        Text(en="homebrew percentile-free d20 system", it="sistema casalingo a d20", es="sistema casero de d20", ru="самодельная система на d20"),
        Text(
            en="NPC, TPC and BNPC: melee and ranged formulas, the to-hit table with its * reroll, damage, precise blow, marching order, disarm",
            it="NPC, TPC e BNPC: formule corpo a corpo e a distanza, tabella del TPC con il ritiro *, danno, colpo preciso, ordine di marcia, disarmare",
            es="NPC, TPC y BNPC: fórmulas cuerpo a cuerpo y a distancia, tabla de TPC con la repetición *, daño, golpe preciso, orden de marcha, desarme",
            ru="NPC, TPC и BNPC: формулы ближнего и дальнего боя, таблица TPC с перебросом *, урон, точный удар, походный порядок, обезоруживание",
        ),
    ),
    TextInfo(
        Seed.AKENAR,
        "El combate en Akenar",
        "003/index.md",
        Text(en="D&D variant for the world of Akenar", it="variante di D&D per il mondo di Akenar", es="variante de D&D para el mundo de Akenar", ru="вариант D&D для мира Акенар"),
        Text(
            en="attack bonus, range, Dodge and Parry, armor as damage reduction with penetration, finesse, actions, hit-point states, criticals, combat maneuvers",
            it="bonus di attacco, gittata, Schivata e Parata, armatura come riduzione del danno con penetrazione, accuratezza, azioni, stati dei punti ferita, critici, manovre",
            es="bonificador de ataque, alcance, Esquivar y Parar, armadura como reducción de daño con penetración, sutileza, acciones, estados de puntos de golpe, críticos, maniobras",
            ru="бонус атаки, дальность, уклонение и парирование, доспех как снижение урона с пробитием, фехтование, действия, состояния хитов, критические удары, приёмы",
        ),
    ),
    TextInfo(
        Seed.MODIFIERS_RU,
        "Боевые модификаторы",
        "004/index.md",
        Text(en="D&D 3.x-style modifier tables", it="tabelle dei modificatori in stile D&D 3.x", es="tablas de modificadores al estilo de D&D 3.x", ru="таблицы модификаторов в духе D&D 3.x"),
        Text(
            en="attack and AC modifiers, cover, concealment, flanking, helpless defenders, coup de grâce",
            it="modificatori all'attacco e alla CA, copertura, occultamento, attacco ai fianchi, difensori indifesi, colpo di grazia",
            es="modificadores de ataque y CA, cobertura, ocultación, flanqueo, defensores indefensos, golpe de gracia",
            ru="модификаторы атаки и КБ, укрытие, плохая видимость, взятие в тиски, беспомощные противники, добивающий удар",
        ),
    ),
)

LANGUAGE = {
    "it": Text(en="Italian", it="italiano", es="italiano", ru="итальянский"),
    "es": Text(en="Spanish", it="spagnolo", es="español", ru="испанский"),
    "ru": Text(en="Russian", it="russo", es="ruso", ru="русский"),
}
HEADING = Text(en="English", it="Italiano", es="Español", ru="Русский")
INTRO = Text(
    en="The five texts stay in their own languages; the calculators, glossary and help speak yours.",
    it="I cinque testi restano nella loro lingua; calcolatori, glossario e aiuto parlano la tua.",
    es="Los cinco textos quedan en su idioma; las calculadoras, el glosario y la ayuda hablan el tuyo.",
    ru="Пять текстов остаются на языке оригинала; калькуляторы, глоссарий и подсказки говорят на вашем.",
)
CALCS = Text(en="calculators", it="calcolatori", es="calculadoras", ru="калькуляторов")
MORE = Text(en="All calculators", it="Tutti i calcolatori", es="Todas las calculadoras", ru="Все калькуляторы")
GLOSSARY = Text(en="Glossary", it="Glossario", es="Glosario", ru="Глоссарий")


def home_guide() -> str:
    """Four cards, one per UI language, each describing the five texts in that language."""
    counts: dict[str, int] = {}
    for c in calculators():
        counts[c.source.seed.number] = counts.get(c.source.seed.number, 0) + 1
    cards = []
    for lang in ("it", "es", "ru", "en"):
        items = "".join(
            tag(
                "li",
                tag("a", tag("strong", escape(f"{t.seed.number} · {t.title}")), href=url_of(t.start), lang=t.seed.lang)
                + escape(
                    f" — {t.system.get(lang)} ({LANGUAGE[t.seed.lang].get(lang)}): {t.covers.get(lang)}. "
                    f"{counts.get(t.seed.number, 0)} {CALCS.get(lang)}."
                ),
            )
            for t in TEXTS
        )
        links = tag("a", escape(MORE.get(lang)), href=url_of("calculators/index.md")) + " · " + tag(
            "a", escape(GLOSSARY.get(lang)), href=url_of("glossary.md")
        )
        body = tag("h2", escape(HEADING.get(lang))) + tag("p", escape(INTRO.get(lang))) + tag("ul", items) + tag("p", links)
        cards.append(tag("section", body, lang=lang, class_="pugna-card"))
    return tag("div", "".join(cards), class_="pugna-home")
