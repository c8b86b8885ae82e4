#!/usr/bin/env python3
"""Generate an app whose words are a large, deterministic String Catalog, to measure what
loading an app's tables costs a delivery (docs/performance.md, "Localization tables").

    python3 bench/generate_catalog.py 10000 /tmp/catalog-app
    .build/release/pushsim deliver /tmp/catalog-app/payload.json --app /tmp/catalog-app/pushsim.json \\
        --state background --locale de

Writes DIRECTORY/pushsim.json (an app model whose `localization` names the catalog),
DIRECTORY/Resources/Localizable.xcstrings and DIRECTORY/payload.json (a push whose loc-key is
the catalog's last key). The catalog has N keys in English (the source), German, Russian,
Arabic and Japanese, as Xcode writes them (two-space indent, `" : "`); one key in ten is a
plural (`variations.plural`, every category Russian and Arabic use), one in twenty has a
`substitutions` entry. Every unit is `translated`, so the model loads without warnings.
Output is byte-identical for the same arguments. Standard library only.
"""

import argparse
import json
import os

LANGUAGES = ["ar", "de", "en", "ja", "ru"]
CATEGORIES = {"en": ["one", "other"], "de": ["one", "other"], "ja": ["other"],
              "ru": ["one", "few", "many", "other"], "ar": ["zero", "one", "two", "few", "many", "other"]}


def unit(value):
    return {"stringUnit": {"state": "translated", "value": value}}


def entry(index):
    key = "KEY_%05d" % index
    localizations = {}
    for language in LANGUAGES:
        words = "%s text %d from %%@" % (language, index)
        if index % 10 == 0:
            localizations[language] = {"variations": {"plural": {
                category: unit("%s %s %%lld items" % (language, category)) for category in CATEGORIES[language]}}}
        elif index % 20 == 5:
            localizations[language] = {
                "stringUnit": {"state": "translated", "value": "%%@ has %%#@files@ (%s)" % language},
                "substitutions": {"files": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": {
                    category: unit("%%arg %s %s" % (language, category)) for category in CATEGORIES[language]}}}}}
        else:
            localizations[language] = unit(words)
    return key, {"comment": "generated key %d" % index, "extractionState": "manual", "localizations": localizations}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("count", type=int)
    parser.add_argument("directory")
    options = parser.parse_args()
    os.makedirs(os.path.join(options.directory, "Resources"), exist_ok=True)
    catalog = {"sourceLanguage": "en", "strings": dict(entry(index) for index in range(options.count)), "version": "1.0"}
    with open(os.path.join(options.directory, "Resources", "Localizable.xcstrings"), "w", encoding="utf-8") as handle:
        handle.write(json.dumps(catalog, indent=2, ensure_ascii=False, separators=(",", " : ")) + "\n")
    model = {"schemaVersion": 1, "app": {"name": "CatalogBench", "bundleId": "com.example.catalogbench"},
             "localization": {"tables": ["Resources/Localizable.xcstrings"], "developmentLanguage": "en"},
             "events": {}, "screens": {"Home": {}}, "launch": {"stack": "Home"}}
    with open(os.path.join(options.directory, "pushsim.json"), "w", encoding="utf-8") as handle:
        handle.write(json.dumps(model, indent=2) + "\n")
    last = "KEY_%05d" % (options.count - 1)
    payload = {"aps": {"alert": {"loc-key": last, "loc-args": ["Alice", "3"]}}}
    with open(os.path.join(options.directory, "payload.json"), "w", encoding="utf-8") as handle:
        handle.write(json.dumps(payload) + "\n")


if __name__ == "__main__":
    main()
