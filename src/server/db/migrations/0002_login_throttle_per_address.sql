-- Login throttling per account and client address, with a higher ceiling per account across all
-- addresses; addresses that signed in successfully are remembered so that the ceiling, which an
-- attacker can reach, does not lock the account's owner out.
ALTER TABLE login_failures ADD COLUMN address text NOT NULL DEFAULT '';
CREATE INDEX login_failures_email_address_idx ON login_failures (email, address, failed_at);
CREATE INDEX login_failures_failed_idx ON login_failures (failed_at);

CREATE TABLE known_logins (
  email text NOT NULL,
  address text NOT NULL,
  last_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (email, address)
);
