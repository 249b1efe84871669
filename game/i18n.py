"""The one message catalog: every user-facing string is looked up here by key.

Messages live in `game/locale/<lang>/*.json` (the shell: ui, engine, coach) and in each game's
`game/games/<id>/locale/<lang>/*.json`, merged into one table per language. Values are
`str.format` templates over the params.

A missing key falls back to English, then to the key itself, so a gap never crashes.

Korean templates write a particle after a name in both forms ("{card}을(를)"); `particles`
picks the one the name's last sound takes (issue #34.13), so no line reads "면을(를)".
A sentence that opens with a name starts with a capital ("the Middle East" → "The Middle
East is scored.", issue #34.12).
"""

from __future__ import annotations

import json
import locale
import os
import re
import string
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

from .engine.log_params import seat_param
from .resources import resource_path

DEFAULT_LANG = "en"
_lang = DEFAULT_LANG
_extra: dict[str, dict[str, str]] = {}
_namers: dict[str, Callable[[Any], str]] = {}
_forget_on_change: list[Callable[[], None]] = []


def set_language(lang: str) -> None:
    """Switch every later lookup; caches of rendered text (see `language_cached`) are
    dropped when the language really changes."""
    global _lang
    new = lang if lang in languages() else DEFAULT_LANG
    if new != _lang:
        _lang = new
        for forget in _forget_on_change:
            forget()


def language_cached(cached: Any) -> Any:
    """Mark a functools-cached function whose results hold translated text (a card face
    drawn with its name): its cache is cleared when the language changes."""
    _forget_on_change.append(cached.cache_clear)
    return cached


def language_name(lang: str) -> str:
    """A language's name in itself ("English", "한국어"), for the language setting."""
    return _catalog(lang).get("language.name", lang)


def system_language() -> str:
    """The catalog language of the system locale, English when there is no catalog for it:
    the first start's choice. The first set of LC_ALL, LC_MESSAGES, LANG decides (as POSIX
    reads them); with none set (Windows, macOS apps) the locale module's answer."""
    name = next((v for v in map(os.environ.get, ("LC_ALL", "LC_MESSAGES", "LANG")) if v), "")
    if not name:
        try:
            name = locale.getlocale()[0] or ""
        except ValueError:
            name = ""
    code = name.split(".")[0].split("_")[0].split("-")[0].lower()
    code = {"korean": "ko", "english": "en"}.get(code, code)  # Windows names the language
    return code if code in languages() else DEFAULT_LANG


def language() -> str:
    return _lang


def languages() -> list[str]:
    root = resource_path("game", "locale")
    return sorted(p.name for p in root.iterdir() if p.is_dir())


def catalog_files(lang: str) -> list[Path]:
    """The shared catalog's files, then each game's own (game/games/<id>/locale/<lang>/)."""
    folders = [resource_path("game", "locale", lang)]
    folders += sorted(resource_path("game", "games").glob(f"*/locale/{lang}"))
    return [path for folder in folders if folder.is_dir() for path in sorted(folder.glob("*.json"))]


def catalog_problems() -> list[str]:
    """What is wrong with the bundled catalog, for the smoke run (issue #33 point 8): a file
    that cannot be read or is not a table of texts, or a language that lacks messages the
    default one has (a lost file). The app itself copes, showing English or the key."""
    out, keys = [], {}
    root = resource_path()
    for lang in languages():
        keys[lang] = set()
        for path in catalog_files(lang):
            name = path.relative_to(root) if path.is_relative_to(root) else path
            try:
                table = json.loads(path.read_text("utf-8"))
            except (OSError, ValueError) as exc:
                out.append(f"{name}: {' '.join(str(exc).split())}")
                continue
            if not isinstance(table, dict) or not all(isinstance(v, str)
                                                       for v in table.values()):
                out.append(f"{name}: not a table of texts")
                continue
            keys[lang] |= set(table)
    base = keys.get(DEFAULT_LANG)
    if base is None:
        return [*out, f"no {DEFAULT_LANG} catalog"]
    for lang, found in keys.items():
        if base - found:
            out.append(f"{lang} lacks {len(base - found)} messages, e.g. {min(base - found)}")
    return out


@cache
def _catalog(lang: str) -> dict[str, str]:
    table: dict[str, str] = {}
    for path in catalog_files(lang):
        table.update(json.loads(path.read_text("utf-8")))
    return table


def add_messages(lang: str, messages: dict[str, str]) -> None:
    """Extra messages at run time (tests' toy game)."""
    _extra.setdefault(lang, {}).update(messages)


def register_namer(prefix: str, namer: Callable[[Any], str]) -> None:
    """Name the values of `{x:@prefix}` with a function instead of one message per value
    (for names built from data, such as a Power Struggle card's suit and rank)."""
    _namers[prefix] = namer


def keys(prefix: str) -> list[str]:
    """The default language's keys that start with `prefix`, sorted (the rules reference
    finds its sections so)."""
    return sorted(k for k in _catalog(DEFAULT_LANG) if k.startswith(prefix))


def has(key: str) -> bool:
    return key in _catalog(_lang) or key in _catalog(DEFAULT_LANG) or key in _extra.get(_lang, {})


class _Formatter(string.Formatter):
    """str.format plus three specs. `{n:signed}` writes a term of a sum: "+ 1", "− 1".
    `{space:@dof.space}` shows the message `dof.space.<value>`
    (or the registered namer's answer; a list shows each, joined, an empty one "none"), so
    logs can carry ids and still read as names. `{n:plural:card|cards}` shows the count with
    the singular word for 1 and the plural one otherwise ("1 card", "3 cards"): English needs
    it, Korean writes the count without the spec ("{n}장")."""

    def format_field(self, value: Any, format_spec: str) -> str:
        if format_spec.startswith("plural:"):
            one, _, many = format_spec[len("plural:"):].partition("|")
            return f"{value} {one if value == 1 else many or one}"
        if format_spec == "signed":  # a term of a sum: "+ 1", "− 1" (never "+ -1")
            negative = isinstance(value, int | float) and value < 0
            return f"\u2212 {-value}" if negative else f"+ {value}"
        if format_spec.startswith("@"):
            prefix = format_spec[1:]
            values = value if isinstance(value, list) else [value]
            if not values:
                return t("common.none")
            namer = _namers.get(prefix) or (lambda v: t(f"{prefix}.{v}"))
            return ", ".join(namer(v) for v in values)
        return super().format_field(value, format_spec)


_FORMATTER = _Formatter()


def t(key: str, **params: Any) -> str:
    """The message for key, formatted; a param written as {"t": key} is looked up first.
    A message may have a zero form `<key>.zero`, used when its `count` is 0 (to say why
    nothing came, rather than "0 cards")."""
    params = {k: t(v["t"]) if isinstance(v, dict) and "t" in v else v for k, v in params.items()}
    if params.get("count") == 0 and has(key + ".zero"):
        key += ".zero"
    template = (
        _extra.get(_lang, {}).get(key)
        or _catalog(_lang).get(key)
        or _catalog(DEFAULT_LANG).get(key)
        or _extra.get(DEFAULT_LANG, {}).get(key)
    )
    if template is None:
        return key + (" " + " ".join(f"{k}={v}" for k, v in params.items()) if params else "")
    try:
        out = _FORMATTER.vformat(template, (), params)
    except (KeyError, IndexError, ValueError):
        return template
    if template.startswith("{") and out[:1].islower() and out.rstrip()[-1:] in ".!?":
        out = out[0].upper() + out[1:]  # a name opening a sentence: "The Middle East is …"
    return particles(out) if _lang == "ko" else out


# A Korean particle written in both forms, after the word it follows: (with a final
# consonant, without one). "(으)로" drops 으 after a vowel or ㄹ.
_PARTICLES = {"이(가)": ("이", "가"), "(이)가": ("이", "가"), "을(를)": ("을", "를"),
              "(을)를": ("을", "를"), "은(는)": ("은", "는"), "(은)는": ("은", "는"),
              "과(와)": ("과", "와"), "와(과)": ("과", "와"), "(으)로": ("으로", "로")}
_PARTICLE_RE = re.compile(r"([가-힣0-9A-Za-z])( ?\([^()]*\))?("
                          + "|".join(re.escape(p) for p in _PARTICLES) + ")")
_DIGIT_FINAL = {"0": 21, "1": 8, "2": 0, "3": 16, "4": 0, "5": 0, "6": 1, "7": 8, "8": 8,
                "9": 0}  # a digit read in Korean (영, 일, 이, 삼 …): its final consonant
RIEUL = 8  # the final ㄹ
# A Latin name read in Korean ends in a final consonant after l, m, n (and ng): "Ben이",
# "Ada가", "Dev가" (데브). Only ㄹ matters beyond that, for "(으)로".
_LATIN_FINAL = {"l": RIEUL, "m": 16, "n": 4}


def _final(word: str, before: str) -> int:
    if word.isdigit():
        return _DIGIT_FINAL[word]
    if word.isascii():
        letter = word.lower()
        if letter == "g" and before.lower().endswith("n"):
            return 21  # ng: ㅇ
        return _LATIN_FINAL.get(letter, 0)
    return (ord(word) - 0xAC00) % 28


def particles(text: str) -> str:
    """Each doubled particle after a Hangul syllable, a digit or a Latin name (a bracket
    between is skipped: "Havana 항(쿠바)을") in the one form that word takes."""
    def pick(match: re.Match) -> str:
        word, bracket, written = match.group(1), match.group(2) or "", match.group(3)
        final = _final(word, text[:match.start(1)])
        with_final, without = _PARTICLES[written]
        if written == "(으)로" and final == RIEUL:
            return word + bracket + without
        return word + bracket + (with_final if final else without)

    return _PARTICLE_RE.sub(pick, text)


def every_language(key: str, **params: Any) -> set[str]:
    """The message as each catalog language writes it: to know a text saved in another
    language (a default seat name) and read it in this one."""
    global _lang
    current = _lang
    try:
        found = set()
        for lang in languages():
            _lang = lang
            found.add(t(key, **params))
        return found
    finally:
        _lang = current


def alternatives(items: list[str]) -> str:
    """Choices as the language lists them: "A, B or C" (issue #34.12: not "A, B, C")."""
    if len(items) < 2:
        return "".join(items)
    return t("common.or_list", first=", ".join(items[:-1]), last=items[-1])


def text(message: Any) -> str:
    """A Prompt-like message (a `key` and its `params`: prompts, progress lines) as text."""
    return t(message.key, **message.params)


def render_log(entries: list[dict[str, Any]], names: list[str] | None = None) -> list[str]:
    return [render_entry(e, names) for e in entries]


def render_entry(entry: dict[str, Any], names: list[str] | None = None) -> str:
    """One log line. Params that name seats (1-based numbers) become the seats' names:
    `player` or `*_player` (one seat) and `*players` (a list of seats)."""
    params = dict(entry.get("params", {}))
    for key, value in params.items():
        kind = seat_param(key)
        if kind == "one":
            params[key] = _seat_name(value, names)
        elif kind == "many" and isinstance(value, list):
            params[key] = ", ".join(_seat_name(v, names) for v in value)
    return t(entry.get("key", "?"), **params)


def _seat_name(number: Any, names: list[str] | None) -> Any:
    if type(number) is not int:
        return number
    if names and 1 <= number <= len(names):
        return names[number - 1]
    return t("log.player", n=number)
