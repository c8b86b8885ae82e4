"""Writes the large app models of docs/guarantees.md, "Scaling: the app's state and the
model's checks": N of each named thing, in four shapes.

    python3 bench/scaling/models.py N OUTDIR

hier.json   N events whose hierarchies name parameters and their routes' :names
hand.json   one receive handler with 4N actions naming parameters, models, state, messages
cond.json   N variants whose conditions read parameters and state values; N category actions
state.json  N state values, all set by one handler's setState
"""
import os
import sys
n=int(sys.argv[1])
os.chdir(sys.argv[2])
L=lambda f: ", ".join(f(i) for i in range(n))
hier='{"schemaVersion": 2, "app": {"name": "Big", "urlSchemes": ["big"]}, "parameters": {%s}, "events": {%s}, "routes": [%s], "screens": {"Home": {}, "Item": {}, "Detail": {}}}' % (
 L(lambda i:'"p%d": "k%d"'%(i,i)), L(lambda i:'"e%d": {"hierarchy": "Home > Item(:p%d) > Detail(:x%d)"}'%(i,i,i)), L(lambda i:'{"scheme": "big", "pattern": "/item%d/:x%d", "event": "e%d"}'%(i,i,i)))
open("hier.json","w").write(hier)
actions=", ".join([L(lambda i:'{"clearDelivered": {"matching": ["p%d"]}}'%i), L(lambda i:'{"refresh": {"model": "M%d", "id": "p%d"}}'%(i,i)), L(lambda i:'{"setState": {"s%d": 1}}'%i), L(lambda i:'{"post": "msg%d"}'%i)])
hand='{"schemaVersion": 2, "app": {"name": "Big", "urlSchemes": ["big"]}, "parameters": {%s}, "state": {%s}, "events": {%s}, "handlers": {"receive": [%s]}, "screens": {"Home": {"observes": [%s]}}}' % (
 L(lambda i:'"p%d": "k%d"'%(i,i)), L(lambda i:'"s%d": 0'%i), L(lambda i:'"e%d": {"hierarchy": "Home", "load": {"model": "M%d"}}'%(i,i)), actions, L(lambda i:'"msg%d"'%i))
open("hand.json","w").write(hand)
cond='{"schemaVersion": 2, "app": {"name": "Big", "urlSchemes": ["big"]}, "parameters": {%s}, "state": {%s}, "events": {"e": {"hierarchy": "Home", "variants": [%s]}}, "categories": {"C": {"actions": [%s]}}, "screens": {"Home": {}}}' % (
 L(lambda i:'"p%d": "k%d"'%(i,i)), L(lambda i:'"s%d": 0'%i), L(lambda i:'{"name": "v%d", "when": {"and": [{"var": "p%d"}, {"var": "state.s%d"}]}}'%(i,i,i)), L(lambda i:'{"id": "A%d"}'%i))
open("cond.json","w").write(cond)
st='{"schemaVersion": 2, "app": {"name": "Big", "urlSchemes": ["big"]}, "state": {%s}, "events": {"e": {"hierarchy": "Home"}}, "handlers": {"receive": [{"setState": {%s}}]}, "screens": {"Home": {}}}' % (L(lambda i:'"s%d": 0'%i), L(lambda i:'"s%d": 1'%i))
open("state.json","w").write(st)
