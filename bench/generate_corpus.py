#!/usr/bin/env python3
"""Generate the deterministic payload corpus for `make bench`.

    python3 bench/generate_corpus.py                      # bench/corpus/10k and bench/corpus/100k
    python3 bench/generate_corpus.py --sizes 10k          # only bench/corpus/10k
    python3 bench/generate_corpus.py --count 500 --name 500 --root /tmp/pushsim-profile
    python3 bench/generate_corpus.py --count 40000 --name flat-40k --flat --root /tmp/pushsim-flat

Every run writes byte-identical files: payload i comes from its own random generator, seeded
with (SEED, i), so the 10k corpus is exactly the first 10,000 payloads of the 100k corpus and
per-file costs compare across sizes. Payloads go 1,000 to a folder (`d000/p000000.json`, …),
sizes spread log-uniformly over 150 B–4 KB, half pretty-printed and half compact, about 4%
as `.apns` files (with --flat, all in one folder, `d000/`: what `replay --update` costs per
file of one directory shows there). The Genius app model from fixtures/apps/genius/pushsim.json (with more
missing ids) is written as `pushsim.json` at each corpus root, where replay finds it.

Outcomes (for `--state background`): routed (by event and object id, by URL, .apns),
load-failed (the model's missing ids, ids not in the model's idFormat), unknown-event,
background (silent pushes), opened (no event type), missing-object-id, invalid payloads
(string badge, string content-available, …) and about 1% malformed JSON.

A corpus is regenerated only when its stamp file (`<root>/<name>.stamp`: this file's SHA-256,
the seed and the count) is missing or differs, or its file count does not match. Standard
library only.
"""

import argparse
import hashlib
import json
import math
import os
import random
import re
import shutil
import sys

SEED = "pushsim-bench-v1"
FILES_PER_DIR = 1000
MIN_SIZE = 150
MAX_SIZE = 4096
HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
MODEL_SOURCE = os.path.join(REPO, "fixtures", "apps", "genius", "pushsim.json")

# (kind, weight per 1000). The expected `deliver --state background` outcome is in the name.
KINDS = [
    ("routed-message", 270),
    ("routed-message-plain", 60),
    ("routed-message-url", 60),
    ("routed-song-url", 50),
    ("routed-follower", 80),
    ("routed-apns", 40),
    ("load-failed-missing-message", 50),
    ("load-failed-missing-user", 20),
    ("load-failed-bad-id", 20),
    ("unknown-event", 80),
    ("background-unread", 80),
    ("background-sync", 30),
    ("badge-only", 20),
    ("opened-marketing", 40),
    ("missing-object-id", 20),
    ("invalid-badge-string", 20),
    ("invalid-content-available-string", 10),
    ("invalid-alert-number", 10),
    ("invalid-loc-args", 10),
    ("invalid-badge-negative", 5),
    ("invalid-interruption-level", 5),
    ("invalid-relevance-score", 5),
    ("invalid-sound-volume", 5),
    ("malformed", 10),
]
assert sum(w for _, w in KINDS) == 1000

MISSING_MESSAGES = ["404", "410", "451", "500"]
MISSING_USERS = ["ghost", "deleted-user", "banned"]
NAMES = ["Alice", "Bob", "Carol", "Dana", "Émile", "Farah", "Gao", "Hiro", "Inès", "José",
         "Kwame", "Lena", "Mateo", "Noor", "Olu", "Priya", "Quinn", "Rosa", "Søren", "Tomás"]
USERS = ["carol", "dana", "emile", "farah", "gao", "hiro", "ines", "jose", "kwame", "lena"]
WORDS = ("verse chorus hook bridge annotation lyric beat sample producer album track single "
         "remix feature intro outro meaning reference line story genius explained").split()
EVENTS_UNKNOWN = ["achievement_unlocked", "weekly_digest", "concert_nearby", "new_release",
                  "playlist_shared"]


def sentence(rng, low, high):
    return " ".join(rng.choice(WORDS) for _ in range(rng.randint(low, high))).capitalize()


def message_id(rng):
    while True:
        value = rng.randint(1, 99999)
        if str(value) not in MISSING_MESSAGES:
            return value


def localized_message(rng, conversation, name):
    return {
        "aps": {
            "alert": {
                "title-loc-key": "NEW_MESSAGE_TITLE",
                "title-loc-args": [name],
                "loc-key": "NEW_MESSAGE_BODY",
                "loc-args": [name, str(rng.randint(1, 9))],
            },
            "sound": "default",
            "badge": rng.randint(1, 99),
            "category": "MESSAGE",
            "thread-id": "conversation-%s" % conversation,
        },
        "event_type": "new_message",
        "genius": {"conversation_id": conversation},
    }


def base_payload(kind, rng):
    """The payload for one kind, as a dict (malformed ones are broken after serializing)."""
    name = rng.choice(NAMES)
    if kind in ("routed-message", "malformed"):
        return localized_message(rng, message_id(rng), name)
    if kind == "routed-apns":
        payload = {"Simulator Target Bundle": "com.genius.ios"}
        payload.update(localized_message(rng, message_id(rng), name))
        return payload
    if kind == "routed-message-plain":
        return {"aps": {"alert": {"title": name, "body": sentence(rng, 3, 12)}, "sound": "default"},
                "event_type": "new_message", "genius": {"conversation_id": str(message_id(rng))}}
    if kind == "routed-message-url":
        url = rng.choice(["genius://conversations/%d", "https://genius.com/conversations/%d"])
        return {"aps": {"alert": {"title": name, "body": sentence(rng, 3, 12)}, "sound": "default"},
                "event_type": "new_message", "genius": {"url": url % message_id(rng)}}
    if kind == "routed-song-url":
        url = "https://genius.com/songs/%d/annotations/%d" % (rng.randint(1, 999999), rng.randint(1, 9999))
        return {"aps": {"alert": {"title": "New annotation", "body": "%s annotated “%s”" % (name, sentence(rng, 1, 4))}},
                "event_type": "song_annotated", "genius": {"url": url}}
    if kind == "routed-follower":
        return {"aps": {"alert": {"loc-key": "NEW_FOLLOWER", "loc-args": [name]}, "category": "FOLLOW"},
                "event_type": "new_follower", "genius": {"conversation_id": rng.choice(USERS)}}
    if kind == "load-failed-missing-message":
        return localized_message(rng, int(rng.choice(MISSING_MESSAGES)), name)
    if kind == "load-failed-missing-user":
        return {"aps": {"alert": {"loc-key": "NEW_FOLLOWER", "loc-args": [name]}, "category": "FOLLOW"},
                "event_type": "new_follower", "genius": {"conversation_id": rng.choice(MISSING_USERS)}}
    if kind == "load-failed-bad-id":
        return {"aps": {"alert": {"title": name, "body": sentence(rng, 3, 10)}},
                "event_type": "new_message", "genius": {"conversation_id": "c-%d" % rng.randint(1, 9999)}}
    if kind == "unknown-event":
        return {"aps": {"alert": sentence(rng, 3, 10)}, "event_type": rng.choice(EVENTS_UNKNOWN),
                "genius": {"conversation_id": rng.randint(1, 9999)}}
    if kind == "background-unread":
        return {"aps": {"content-available": 1}, "event_type": "unread_count",
                "genius": {"unread": rng.randint(0, 500)}}
    if kind == "background-sync":
        return {"aps": {"content-available": 1},
                "sync": {"scope": rng.choice(["inbox", "library", "follows"]), "since": 1732147200 + rng.randint(0, 10**6)}}
    if kind == "badge-only":
        return {"aps": {"badge": rng.randint(0, 99)}, "event_type": "unread_count",
                "genius": {"unread": rng.randint(0, 99)}}
    if kind == "opened-marketing":
        return {"aps": {"alert": {"title": "Genius Year in Review", "body": sentence(rng, 4, 12)}},
                "campaign": "yir-%d" % rng.randint(2020, 2026)}
    if kind == "missing-object-id":
        return {"aps": {"alert": {"title": name, "body": sentence(rng, 1, 6)}}, "event_type": "new_message"}
    if kind == "invalid-badge-string":
        payload = localized_message(rng, message_id(rng), name)
        payload["aps"]["badge"] = str(rng.randint(1, 9))
        return payload
    if kind == "invalid-content-available-string":
        return {"aps": {"content-available": "1"}, "event_type": "unread_count", "genius": {"unread": 3}}
    if kind == "invalid-alert-number":
        return {"aps": {"alert": rng.randint(1, 100)}, "event_type": "new_message",
                "genius": {"conversation_id": message_id(rng)}}
    if kind == "invalid-loc-args":
        return {"aps": {"alert": {"loc-key": "NEW_FOLLOWER", "loc-args": [name, rng.randint(1, 9), None]}},
                "event_type": "new_follower", "genius": {"conversation_id": rng.choice(USERS)}}
    if kind == "invalid-badge-negative":
        payload = localized_message(rng, message_id(rng), name)
        payload["aps"]["badge"] = -rng.randint(1, 9)
        return payload
    if kind == "invalid-interruption-level":
        return {"aps": {"alert": {"title": name, "body": sentence(rng, 2, 8)}, "interruption-level": "urgent"},
                "event_type": "new_message", "genius": {"conversation_id": message_id(rng)}}
    if kind == "invalid-relevance-score":
        return {"aps": {"alert": {"title": name, "body": sentence(rng, 2, 8)}, "relevance-score": 2.5},
                "event_type": "new_message", "genius": {"conversation_id": message_id(rng)}}
    if kind == "invalid-sound-volume":
        return {"aps": {"alert": {"title": name, "body": sentence(rng, 2, 8)},
                        "sound": {"critical": 1, "name": "alarm.caf", "volume": 1.5}},
                "event_type": "new_message", "genius": {"conversation_id": message_id(rng)}}
    raise ValueError(kind)


def dump(payload, pretty):
    if pretty:
        text = json.dumps(payload, ensure_ascii=False, indent=2) + "\n"
    else:
        text = json.dumps(payload, ensure_ascii=False, separators=(",", ":"))
    return text.encode("utf-8")


def padded(payload, target, pretty, rng):
    """Grow the payload with app-specific data (a list of recent items, then a note) to about
    `target` bytes, so bigger files have more JSON structure to decode, not one long string."""
    holder = payload.get("genius")
    created = not isinstance(holder, dict)
    if created:
        holder = payload["context"] = {}
    recent = []
    holder["recent"] = recent
    while len(dump(payload, pretty)) < target - 90:
        recent.append({"id": rng.randint(1, 10**7), "title": sentence(rng, 1, 4),
                       "artist": rng.choice(NAMES), "plays": rng.randint(0, 10**6),
                       "explicit": rng.random() < 0.2})
    while recent and len(dump(payload, pretty)) > target:
        recent.pop()
    if not recent:
        del holder["recent"]
    size = len(dump(payload, pretty))
    holder["note"] = ""
    fill = target - size - (len(dump(payload, pretty)) - size)
    if fill > 0:
        holder["note"] = "".join(rng.choice("abcdefghijklmnopqrstuvwxyz ") for _ in range(fill))
    else:
        del holder["note"]
    if created and not holder:
        del payload["context"]
    text = dump(payload, pretty)
    if len(text) < MIN_SIZE:  # trailing whitespace is still JSON
        text = text.rstrip(b"\n") + b" " * (MIN_SIZE - len(text)) + b"\n"
    return text


def malformed(text, rng):
    text = text.decode("utf-8")
    fault = rng.randrange(5)
    if fault == 0:  # a trailing comma
        end = text.rstrip().rfind("}")
        inner = text[:end].rstrip()
        return (inner + ",\n}\n").encode("utf-8")
    if fault == 1:  # a duplicate key
        return text.replace('"event_type"', '"event_type":"dup","event_type"', 1).encode("utf-8")
    if fault == 2:  # truncated
        return text[: max(len(text) * 2 // 3, MIN_SIZE)].encode("utf-8")
    if fault == 3:  # single quotes
        return text.replace('"sound"', "'sound'", 1).encode("utf-8")
    return ("// generated by a broken template\n" + text).encode("utf-8")


def payload_file(index, files_per_dir=FILES_PER_DIR):
    """(relative path, bytes, kind) for payload `index`: a pure function of SEED and index."""
    rng = random.Random("%s:%d" % (SEED, index))
    pick = rng.randrange(1000)
    for kind, weight in KINDS:
        if pick < weight:
            break
        pick -= weight
    target = int(round(math.exp(rng.uniform(math.log(MIN_SIZE), math.log(MAX_SIZE)))))
    pretty = rng.random() < 0.5
    if kind == "malformed":  # room for the bytes a fault adds
        target = min(target, MAX_SIZE - 40)
    text = padded(base_payload(kind, rng), target, pretty, rng)
    if kind == "malformed":
        text = malformed(text, rng)
    extension = "apns" if kind == "routed-apns" else "json"
    path = "d%03d/p%06d.%s" % (index // files_per_dir, index, extension)
    return path, text, kind


def app_model():
    with open(MODEL_SOURCE, encoding="utf-8") as source:
        model = json.load(source)
    model["events"]["new_message"]["load"]["missing"] = MISSING_MESSAGES
    model["events"]["new_follower"]["load"]["missing"] = MISSING_USERS
    return (json.dumps(model, ensure_ascii=False, indent=2) + "\n").encode("utf-8")


def generator_hash():
    digest = hashlib.sha256()
    with open(os.path.abspath(__file__), "rb") as source:
        digest.update(source.read())
    with open(MODEL_SOURCE, "rb") as source:
        digest.update(source.read())
    return digest.hexdigest()


def stamp_text(count, files_per_dir=FILES_PER_DIR):
    return json.dumps({"generator_sha256": generator_hash(), "seed": SEED, "count": count,
                       "files_per_dir": files_per_dir}, sort_keys=True) + "\n"


def count_files(directory):
    total = 0
    for _, _, files in os.walk(directory):
        # A replay --update run leaves manifests: they are not payloads.
        total += sum(1 for name in files
                     if name not in ("pushsim.json", "pushsim.expect.json") and not name.startswith("."))
    return total


def up_to_date(root, name, count, files_per_dir):
    stamp = os.path.join(root, name + ".stamp")
    directory = os.path.join(root, name)
    try:
        with open(stamp, encoding="utf-8") as existing:
            if existing.read() != stamp_text(count, files_per_dir):
                return False
    except OSError:
        return False
    return os.path.isfile(os.path.join(directory, "pushsim.json")) and count_files(directory) == count


def generate(root, name, count, quiet=False, flat=False):
    directory = os.path.join(root, name)
    files_per_dir = max(count, 1) if flat else FILES_PER_DIR
    if up_to_date(root, name, count, files_per_dir):
        if not quiet:
            print("corpus %s: up to date (%d payloads)" % (directory, count))
        return False
    os.makedirs(root, exist_ok=True)
    stamp = os.path.join(root, name + ".stamp")
    if os.path.exists(stamp):
        os.remove(stamp)
    temporary = directory + ".tmp-%d" % os.getpid()
    shutil.rmtree(temporary, ignore_errors=True)
    os.makedirs(temporary)
    with open(os.path.join(temporary, "pushsim.json"), "wb") as model:
        model.write(app_model())
    kinds = {}
    sizes = []
    made = set()
    for index in range(count):
        path, text, kind = payload_file(index, files_per_dir)
        folder = os.path.dirname(path)
        if folder not in made:
            os.makedirs(os.path.join(temporary, folder))
            made.add(folder)
        with open(os.path.join(temporary, path), "wb") as out:
            out.write(text)
        kinds[kind] = kinds.get(kind, 0) + 1
        sizes.append(len(text))
    shutil.rmtree(directory, ignore_errors=True)
    os.rename(temporary, directory)
    with open(stamp, "w", encoding="utf-8") as out:
        out.write(stamp_text(count, files_per_dir))
    if not quiet:
        sizes.sort()
        print("corpus %s: %d payloads in %d folders, %.1f MB; sizes min %d, median %d, p90 %d, max %d B"
              % (directory, count, len(made), sum(sizes) / 1e6, sizes[0], sizes[len(sizes) // 2],
                 sizes[len(sizes) * 9 // 10], sizes[-1]))
        print("  " + ", ".join("%s %d" % (kind, kinds.get(kind, 0)) for kind, _ in KINDS))
    return True


def parse_count(name):
    """"10k" → 10000, "100k" → 100000, "500" → 500."""
    match = re.fullmatch(r"(\d+)([kK]?)", name)
    if not match:
        raise SystemExit("generate_corpus: a corpus size is a count like 500, 10k or 100k, not %r" % name)
    return int(match.group(1)) * (1000 if match.group(2) else 1)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--root", default=os.path.join(HERE, "corpus"), help="where corpora go (default: bench/corpus)")
    parser.add_argument("--count", type=int, help="generate one corpus of this many payloads (with --name)")
    parser.add_argument("--name", help="the corpus folder name for --count")
    parser.add_argument("--sizes", default="10k,100k", help="corpora to generate, named by count (default 10k,100k)")
    parser.add_argument("--flat", action="store_true", help="every payload in one folder (d000/)")
    parser.add_argument("--quiet", action="store_true")
    options = parser.parse_args()
    if options.count is not None:
        generate(options.root, options.name or str(options.count), options.count, options.quiet, options.flat)
    else:
        for name in options.sizes.split(","):
            if name:
                generate(options.root, name, parse_count(name), options.quiet, options.flat)
    return 0


if __name__ == "__main__":
    sys.exit(main())
