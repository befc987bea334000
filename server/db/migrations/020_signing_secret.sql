-- The secret that signs payment-page links, game tickets and social sign-in tokens: one per database,
-- so a link one instance signed opens on every other instance and after a restart. Hex of 32 random
-- bytes, made once by the first server to start (server/domain/crypto/signing-secret.ts).
CREATE TABLE signing_secret (
  id smallint PRIMARY KEY CHECK (id = 1),
  secret_hex text NOT NULL CHECK (length(secret_hex) = 64),
  created_at bigint NOT NULL
);
