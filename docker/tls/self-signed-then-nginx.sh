#!/bin/sh
# The load balancer's start command (docker/compose.yaml): uses the certificate
# mounted at /etc/nginx/tls/{cert,key}.pem when there is one, and otherwise
# makes a self-signed one for localhost there (kept in the `tls` volume, so the
# browser's exception survives restarts). Then runs nginx in the foreground.
# docs/decisions/082-compose-tls-at-the-load-balancer.md
set -eu
dir=/etc/nginx/tls
if [ ! -s "$dir/cert.pem" ] || [ ! -s "$dir/key.pem" ]; then
  if ! command -v openssl >/dev/null 2>&1; then
    echo "no certificate in $dir and no openssl to make one: mount cert.pem and key.pem there (see docker/compose.yaml)" >&2
    exit 1
  fi
  mkdir -p "$dir"
  openssl req -x509 -newkey rsa:2048 -nodes -days 90 \
    -subj "/CN=${TLS_HOSTNAME:-localhost}" \
    -addext "subjectAltName=DNS:${TLS_HOSTNAME:-localhost},DNS:localhost,IP:127.0.0.1" \
    -keyout "$dir/key.pem" -out "$dir/cert.pem"
  chmod 600 "$dir/key.pem"
  echo "made a self-signed certificate for ${TLS_HOSTNAME:-localhost} in $dir (90 days)"
fi
exec nginx -g 'daemon off;'
