#!/usr/bin/env python3
"""Generate a large, deterministic app model to measure how model loading scales.

    python3 bench/generate_app_model.py 100000 > /tmp/big.json
    python3 bench/generate_app_model.py 20000 --shadowed-every 100 > /tmp/big-warnings.json
    .build/release/pushsim route app://item99999/42 --app /tmp/big.json

Route i (0-based) is one of, in turn:

- six in ten: `app` scheme, `/item<i>/:id` (the host of a custom-scheme URL is its first
  segment, so `app://item<i>/42` matches it), leading to an event;
- two in ten: global routes sharing the `/shop` prefix with an optional group,
  `/shop/s<i>/products/:id(/reviews/:review)`, leading to a hierarchy;
- one in ten: `https` with two hosts and a wildcard, `/c<i>/:slug/*`, leading to an event;
- one in ten: global routes sharing `/users`, with a typed parameter,
  `/users/u<i>/orders/:order` (`order` an `int`), leading to an event.

Every route is distinct and none shadows another, so the model loads without warnings. With
`--shadowed-every M`, every M-th route is followed by a copy under another name, which the
first always wins over: one shadow warning each, to measure the warning path too. With
`--misspelt-every M`, every M-th route names an event with a typo (`evnt<j>`): one error each,
with a "did you mean", so the model does not load; that measures the error path.

Events (`event<j>`) number N/100 (at least 10), screens (`Item<k>`) N/200 (at least 5), so
the reference checks between routes, events and screens grow with the model as in a real app.
Output is byte-identical for the same arguments. Standard library only.
"""

import argparse
import json
import sys


def route(i, events):
    kind = i % 10
    event = "event%d" % (i % events)
    if kind < 6:
        return {"name": "item-%d" % i, "scheme": "app", "pattern": "/item%d/:id" % i, "event": event}
    if kind < 8:
        return {
            "name": "shop-%d" % i,
            "pattern": "/shop/s%d/products/:id(/reviews/:review)" % i,
            "hierarchy": "Home > Product(:id)",
        }
    if kind < 9:
        return {
            "name": "content-%d" % i,
            "scheme": "https",
            "hosts": ["www.example.com", "m.example.com"],
            "pattern": "/c%d/:slug/*" % i,
            "event": event,
            "objectId": "slug",
        }
    return {
        "name": "order-%d" % i,
        "pattern": "/users/u%d/orders/:order" % i,
        "event": event,
        "types": {"order": "int"},
        "objectId": "order",
    }


def model(count, shadowed_every, misspelt_every):
    events = max(10, count // 100)
    screens = max(5, count // 200)
    routes = []
    for i in range(count):
        routes.append(route(i, events))
        if misspelt_every and i % misspelt_every == 0 and "event" in routes[-1]:
            routes[-1]["event"] = routes[-1]["event"].replace("event", "evnt")
        if shadowed_every and i % shadowed_every == 0:
            copy = dict(routes[-1])
            copy["name"] = copy["name"] + "-copy"
            routes.append(copy)
    return {
        "schemaVersion": 1,
        "app": {"name": "Big", "bundleId": "com.example.big", "urlSchemes": ["app"]},
        "payload": {"eventTypeKey": "event_type", "objectIdKey": "object_id", "routingUrlKey": "url"},
        "events": {
            "event%d" % j: {"hierarchy": "Home > Item%d(:id)" % (j % screens)} for j in range(events)
        },
        "screens": dict(
            [("Home", {"observes": ["event0"]}), ("Product", {})]
            + [("Item%d" % k, {"responds": [{"event": "event%d" % k, "when": "sameObject"}]}) for k in range(screens)]
        ),
        "launch": {"stack": "Home"},
        "routes": routes,
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("count", type=int, help="number of distinct routes")
    parser.add_argument("--shadowed-every", type=int, default=0, metavar="M",
                        help="after every M-th route, add a copy it shadows")
    parser.add_argument("--misspelt-every", type=int, default=0, metavar="M",
                        help="make every M-th route name an undeclared event")
    arguments = parser.parse_args()
    json.dump(model(arguments.count, arguments.shadowed_every, arguments.misspelt_every), sys.stdout, indent=1)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
