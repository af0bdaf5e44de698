#!/bin/sh
# Renders portal.conf.template (beside this script, or PORTAL_TEMPLATE) for one static deployable,
# and writes its runtime files (config.json, remotes.json), from the deployment's environment.
#   render.sh [output]        default output: /etc/nginx/conf.d/default.conf
# The images run it at container start (nginx's entrypoint runs /docker-entrypoint.d/*.sh); the CI
# test (deploy/nginx/nginx.test.mjs) runs it against the built dists. POSIX sh: the images' shell
# is busybox.
#
# Environment (README "Deployment"):
#   PORTAL_ROOT           the built dist folder                    (/usr/share/nginx/html)
#   PORTAL_LISTEN         nginx's listen address/port               (8080)
#   GATEWAY_UPSTREAM      the gateway, host:port, or several gateways comma-separated
#                         (a:3100,b:3100: round robin, proxy.conf's next-upstream rules) (gateway:3100)
#   PORTAL_RUNTIME_DIR    where config.json / remotes.json go      (/tmp/portal-runtime)
#   PORTAL_NAME           a name unique per nginx (names its map and upstream)   (portal)
#   EMBED_ALLOWED_ORIGINS parent platforms that may frame the portal, comma-separated: config.json's
#                         embedAllowedOrigins and the policy's frame-ancestors. Set (even empty) it
#                         replaces the dist's list; unset, the dist's config.json list applies.
#   PRINT_HELPER_ORIGINS  the local print helper's origins (script-src); unset: the spec's
#                         http://localhost:8000,http://localhost:18000; empty: none
#   REMOTE_ORDERS_URL, REMOTE_FINANCE_URL, REMOTE_SERVICE_URL, REMOTE_ACCOUNT_URL
#                         host only: each remote's mf-manifest.json URL (remotes.json; their origins
#                         join script-src). All four or none (none: the dist's remotes.json).
#   PORTAL_RELEASES_DIR   remotes: a persistent folder (the image's volume) of releases. Each start
#                         installs the image's build as releases/<buildHash>/ (never rewritten) and
#                         /mf-manifest.json redirects into the current release, so a redeploy keeps
#                         the chunks of the builds before it servable (a tab opened before it keeps
#                         working). Unset: the dist is served at the root only (development, CI).
#   PORTAL_RELEASE        the build hash of the release to serve (a rollback: an older folder of
#                         PORTAL_RELEASES_DIR); empty or unset: the image's own build
set -eu
set -f # the policy's words ('self', data:) are data, never globs

here=$(cd "$(dirname "$0")" && pwd)
out=${1:-/etc/nginx/conf.d/default.conf}
template=${PORTAL_TEMPLATE:-$here/portal.conf.template}
PORTAL_CONF_DIR=${PORTAL_CONF_DIR:-$(dirname "$template")}
PORTAL_ROOT=${PORTAL_ROOT:-/usr/share/nginx/html}
PORTAL_LISTEN=${PORTAL_LISTEN:-8080}
PORTAL_GATEWAY=${GATEWAY_UPSTREAM:-gateway:3100}
PORTAL_RUNTIME_DIR=${PORTAL_RUNTIME_DIR:-/tmp/portal-runtime}
PORTAL_NAME=$(printf '%s' "${PORTAL_NAME:-portal}" | tr -c 'A-Za-z0-9_' '_')

fail() {
  echo "render.sh: $*" >&2
  exit 1
}
[ -f "$template" ] || fail "no template at $template"
# one `server host:port;` line per gateway; max_fails=0: a gateway's 503 (draining, saturated) sends
# that call to the next (proxy.conf) without taking the gateway out of the round for everyone
PORTAL_GATEWAY_SERVERS=""
for gateway in $(printf '%s' "$PORTAL_GATEWAY" | tr ',' ' '); do
  case $gateway in
    *[!A-Za-z0-9.:_-]* | *: | :*) fail "GATEWAY_UPSTREAM: $gateway is not host:port" ;;
    *:*) ;;
    *) fail "GATEWAY_UPSTREAM: $gateway is not host:port" ;;
  esac
  PORTAL_GATEWAY_SERVERS="${PORTAL_GATEWAY_SERVERS}server $gateway max_fails=0;
    "
done
[ -n "$PORTAL_GATEWAY_SERVERS" ] || fail "GATEWAY_UPSTREAM is empty"
PORTAL_GATEWAY_SERVERS=$(printf '%s' "$PORTAL_GATEWAY_SERVERS" | sed '$ s/[[:space:]]*$//')
[ -f "$PORTAL_ROOT/index.html" ] || fail "no index.html in PORTAL_ROOT=$PORTAL_ROOT (a built dist folder)"

# `http://localhost:3001/mf-manifest.json` -> `http://localhost:3001`; nothing for anything else
origin_of() { printf '%s\n' "$1" | sed -nE 's#^[[:space:]]*(https?://[^/[:space:]"]+).*$#\1#p'; }
# the words once each, in order, on one line
unique() { printf '%s\n' "$@" | awk 'NF && !seen[$0]++' | tr '\n' ' ' | sed 's/ *$//'; }
# `a, b` (comma-separated) -> the origins among them, one per line
origins_of_list() {
  printf '%s\n' "$1" | tr ',' '\n' | while IFS= read -r item; do origin_of "$item"; done
}

mkdir -p "$PORTAL_RUNTIME_DIR"

# remotes.json: the host's remotes, from the environment or the dist
remotes_file="$PORTAL_RUNTIME_DIR/remotes.json"
set_remotes=0
for var in REMOTE_ORDERS_URL REMOTE_FINANCE_URL REMOTE_SERVICE_URL REMOTE_ACCOUNT_URL; do
  eval "value=\${$var:-}"
  [ -n "$value" ] && set_remotes=$((set_remotes + 1))
done
if [ "$set_remotes" -eq 4 ]; then
  printf '{\n  "remote_orders": "%s",\n  "remote_finance": "%s",\n  "remote_service": "%s",\n  "remote_account": "%s"\n}\n' \
    "$REMOTE_ORDERS_URL" "$REMOTE_FINANCE_URL" "$REMOTE_SERVICE_URL" "$REMOTE_ACCOUNT_URL" >"$remotes_file"
elif [ "$set_remotes" -ne 0 ]; then
  fail "set all four REMOTE_*_URL (orders, finance, service, account) or none"
elif [ -f "$PORTAL_ROOT/remotes.json" ]; then
  cp "$PORTAL_ROOT/remotes.json" "$remotes_file"
else
  rm -f "$remotes_file"
fi

# releases: the image's build joins the persistent release folders; the manifest URL names one
# `"buildHash": "36a51a7cdea1"` of a manifest (BuildHashPlugin, scripts/webpack/federation.js)
manifest_field() { sed -nE "s/^[[:space:]]*\"$1\"[[:space:]]*:[[:space:]]*\"([^\"]+)\".*$/\1/p" "$2" | head -n 1; }
PORTAL_RELEASE_LOCATIONS=""
if [ -n "${PORTAL_RELEASES_DIR:-}" ]; then
  [ -f "$PORTAL_ROOT/mf-manifest.json" ] || fail "PORTAL_RELEASES_DIR is for a remote: no mf-manifest.json in $PORTAL_ROOT"
  build=$(manifest_field buildHash "$PORTAL_ROOT/mf-manifest.json")
  [ -n "$build" ] || fail "no buildHash in $PORTAL_ROOT/mf-manifest.json (built without BuildHashPlugin?)"
  mkdir -p "$PORTAL_RELEASES_DIR"
  if [ ! -f "$PORTAL_RELEASES_DIR/$build/mf-manifest.json" ]; then
    # copied beside, then renamed: a release folder is complete or absent
    rm -rf "$PORTAL_RELEASES_DIR/.installing-$build"
    cp -R "$PORTAL_ROOT" "$PORTAL_RELEASES_DIR/.installing-$build"
    rm -rf "$PORTAL_RELEASES_DIR/$build"
    mv "$PORTAL_RELEASES_DIR/.installing-$build" "$PORTAL_RELEASES_DIR/$build"
    echo "$(date -u +%Y-%m-%dT%H:%M:%SZ) installed $build ($(manifest_field buildVersion "$PORTAL_ROOT/mf-manifest.json"))" >>"$PORTAL_RELEASES_DIR/history"
  fi
  release=${PORTAL_RELEASE:-$build}
  case $release in */* | .*) fail "PORTAL_RELEASE=$release is not a build hash" ;; esac
  [ -f "$PORTAL_RELEASES_DIR/$release/mf-manifest.json" ] ||
    fail "PORTAL_RELEASE=$release: no such release in $PORTAL_RELEASES_DIR ($(ls "$PORTAL_RELEASES_DIR" | tr '\n' ' '))"
  # the history of what was served (a rollback picks a line of it)
  last=$(grep ' serving ' "$PORTAL_RELEASES_DIR/history" 2>/dev/null | tail -n 1 | cut -d ' ' -f 3 || true)
  [ "$last" = "$release" ] ||
    echo "$(date -u +%Y-%m-%dT%H:%M:%SZ) serving $release ($(manifest_field buildVersion "$PORTAL_RELEASES_DIR/$release/mf-manifest.json"))" >>"$PORTAL_RELEASES_DIR/history"
  PORTAL_RELEASE_LOCATIONS="# every release in its own folder, never rewritten: a tab keeps the build it started with
    location ^~ /releases/ {
        alias $PORTAL_RELEASES_DIR/;
    }
    # the stable manifest URL (the host's remotes.json) names the current release (a relative
    # Location: the published port is not nginx's); the host loads the entry from where it landed
    location = /mf-manifest.json {
        absolute_redirect off;
        return 302 /releases/$release/mf-manifest.json;
    }"
  echo "render.sh: $PORTAL_NAME serves release $release of $(ls "$PORTAL_RELEASES_DIR" | grep -vc history) in $PORTAL_RELEASES_DIR"
fi

# config.json: the dist's (a remote's standalone shell has none: a minimal one), with the allowlist
if [ -f "$PORTAL_ROOT/config.json" ]; then
  config=$(tr '\n' ' ' <"$PORTAL_ROOT/config.json")
else
  config='{ "apiBase": "", "analyticsUrl": "/customer-api/analytics/collect", "embedAllowedOrigins": [] }'
fi
if [ "${EMBED_ALLOWED_ORIGINS+set}" = set ]; then
  frame_origins=$(origins_of_list "$EMBED_ALLOWED_ORIGINS")
  json_list=$(printf '%s\n' $frame_origins | awk 'NF { printf "%s\"%s\"", (n++ ? ", " : ""), $0 }')
  if printf '%s' "$config" | grep -q '"embedAllowedOrigins"'; then
    config=$(printf '%s' "$config" | sed -E "s#\"embedAllowedOrigins\"[[:space:]]*:[[:space:]]*\[[^]]*\]#\"embedAllowedOrigins\": [$json_list]#")
  else
    config=$(printf '%s' "$config" | sed -E "s#^[[:space:]]*\{#{ \"embedAllowedOrigins\": [$json_list],#")
  fi
else
  frame_origins=$(printf '%s' "$config" |
    sed -nE 's#.*"embedAllowedOrigins"[[:space:]]*:[[:space:]]*\[([^]]*)\].*#\1#p' |
    grep -oE 'https?://[^/",[:space:]]+' || true)
fi
printf '%s\n' "$config" >"$PORTAL_RUNTIME_DIR/config.json"

script_origins=""
[ -f "$remotes_file" ] && script_origins=$(grep -oE '"https?://[^/"]+' "$remotes_file" | tr -d '"' || true)
connect_origins=$(printf '%s' "$config" |
  grep -oE '"(apiBase|analyticsUrl)"[[:space:]]*:[[:space:]]*"https?://[^/"]+' |
  grep -oE 'https?://[^/"]+' || true)
if [ "${PRINT_HELPER_ORIGINS+set}" = set ]; then
  print_origins=$(origins_of_list "$PRINT_HELPER_ORIGINS")
else
  print_origins="http://localhost:8000 http://localhost:18000"
fi

PORTAL_SCRIPT_SRC=$(unique "'self'" $script_origins $print_origins)
PORTAL_IMG_SRC=$(unique "'self'" data: blob: $script_origins)
PORTAL_FONT_SRC=$(unique "'self'" data: $script_origins)
PORTAL_CONNECT_SRC=$(unique "'self'" $script_origins $connect_origins)
PORTAL_FRAME_ANCESTORS=$(unique "'self'" $frame_origins)
PORTAL_X_FRAME_OPTIONS=""
[ -n "$(printf '%s' "$frame_origins" | tr -d '[:space:]')" ] || PORTAL_X_FRAME_OPTIONS=SAMEORIGIN

export PORTAL_NAME PORTAL_LISTEN PORTAL_ROOT PORTAL_GATEWAY PORTAL_GATEWAY_SERVERS PORTAL_RUNTIME_DIR PORTAL_CONF_DIR \
  PORTAL_SCRIPT_SRC PORTAL_IMG_SRC PORTAL_FONT_SRC PORTAL_CONNECT_SRC PORTAL_FRAME_ANCESTORS \
  PORTAL_X_FRAME_OPTIONS PORTAL_RELEASE_LOCATIONS
# only these: nginx's own $variables ($uri, $request_id, ...) stay as they are
envsubst '${PORTAL_NAME} ${PORTAL_LISTEN} ${PORTAL_ROOT} ${PORTAL_GATEWAY} ${PORTAL_GATEWAY_SERVERS} ${PORTAL_RUNTIME_DIR} ${PORTAL_CONF_DIR} ${PORTAL_SCRIPT_SRC} ${PORTAL_IMG_SRC} ${PORTAL_FONT_SRC} ${PORTAL_CONNECT_SRC} ${PORTAL_FRAME_ANCESTORS} ${PORTAL_X_FRAME_OPTIONS} ${PORTAL_RELEASE_LOCATIONS}' \
  <"$template" >"$out"
echo "render.sh: $PORTAL_NAME on $PORTAL_LISTEN from $PORTAL_ROOT (gateway $PORTAL_GATEWAY; frame-ancestors $PORTAL_FRAME_ANCESTORS)"
