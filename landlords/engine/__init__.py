"""The engine: what every game shares, and nothing above it.

The turn protocol and the rule-code API (:mod:`.game`), the declared state with its
clones, keys and digests (:mod:`.state`), the view base for words, table and prompt
(:mod:`.view`), chance, the ledger, events and reasons, records (parse, validate,
serialise: :mod:`.record`, :mod:`.schema`), the rule-set interface and registry
(:mod:`.ruleset`, :mod:`.registry`), the pandas tables of a game (:mod:`.dataframes`),
and mechanisms several rule sets use (auctions, turn order, the board's Markov chain).

Nothing here imports a rule set, a chart, a renderer or a widget; the layers above are
checked by the import contract in ``pyproject.toml``.
"""

# The compiled build's shared runtime, where there is one (it lies beside the package and
# is loaded by its path, so that a process started from another folder finds it): before
# any module of the engine, the first the compiled modules import.
from landlords.version import load_compiled_runtime

load_compiled_runtime()
