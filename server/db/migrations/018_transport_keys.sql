-- The RSA key pair of the TCG key transport (protocol.md §3), shared by every server on the database so a
-- restart or another instance can read what a client encrypted. The newest generation is handed out; the
-- one before it is still accepted for a grace period after a rotation (`wl keys rotate`).
-- The private key is stored as PKCS#8 PEM in clear: the transport is obfuscation, TLS protects the wire.
CREATE TABLE transport_keys (
  generation integer PRIMARY KEY CHECK (generation > 0),
  private_key_pem text NOT NULL,
  created_at bigint NOT NULL
);
