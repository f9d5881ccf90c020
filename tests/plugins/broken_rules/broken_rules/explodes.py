"""A plugin module that fails as it is imported."""

raise RuntimeError("this plugin is broken on purpose")
