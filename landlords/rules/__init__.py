"""The rule sets shipped with the package, one sub-package each.

Nothing here registers them: each is an entry point of the group ``landlords.rule_sets``
(see ``pyproject.toml`` and :mod:`landlords.engine.registry`), loaded when first asked for.
"""
