"""The names by which the server of ``landlords serve`` and a page's kernel speak: the
environment variables and the header the server sets and the kernel reads.

Here, under the apps, so that the server (which imports the apps' registry) and the apps
(which read these in their kernels) agree without the apps importing the server.
"""

#: The variable by which the server (:mod:`landlords.serve.compressing_voila`) tells its
#: kernels where it serves plotly's widget bundle (a path under its base address), and
#: that path.
BUNDLE_ENV = "LANDLORDS_PLOTLY_BUNDLE"
BUNDLE_PATH = "voila/static/widgetbundle.js"
#: The request header by which the server tells a page's kernel the address of the
#: browser that opened it (set by the server itself, whatever a browser sends; see
#: :mod:`landlords.serve.page_limits`), and the variable the kernel reads it in (Voila's
#: ``http_header_envs``).
CLIENT_HEADER = "X-Landlords-Client"
CLIENT_ENV = "HTTP_X_LANDLORDS_CLIENT"

__all__ = ["BUNDLE_ENV", "BUNDLE_PATH", "CLIENT_ENV", "CLIENT_HEADER"]
