-- Initial schema: accounts, sessions, submissions with their files, and the blog.
-- Ids are random UUIDs made by the application (text, so a malformed id in a URL is a plain miss).

CREATE TABLE users (
  id text PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL UNIQUE,
  username text NOT NULL,
  password_hash text NOT NULL,
  role text NOT NULL CHECK (role IN ('admin', 'user')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Refresh tokens are stored only as SHA-256 hashes. A family is one login's chain of rotations:
-- presenting a token that was already used revokes the whole family.
CREATE TABLE refresh_tokens (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  family_id text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);

-- Failed logins per e-mail (known or not), for throttling; old rows are pruned on write.
CREATE TABLE login_failures (
  id bigserial PRIMARY KEY,
  email text NOT NULL,
  failed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_email_idx ON login_failures (email, failed_at);

-- Uploaded files. stored_name is generated; original_name is only ever shown, never used as a path.
CREATE TABLE files (
  id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('quote', 'cv', 'image')),
  original_name text NOT NULL,
  stored_name text NOT NULL UNIQUE,
  size integer NOT NULL,
  mime text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE quotes (
  id text PRIMARY KEY,
  full_name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  company_name text NOT NULL,
  size text NOT NULL,
  contact_method text NOT NULL,
  services text NOT NULL,
  description text NOT NULL,
  budget text NOT NULL,
  source text NOT NULL,
  additional_details text NOT NULL,
  deadline text NOT NULL,
  region text NOT NULL,
  file_id text REFERENCES files (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX quotes_created_idx ON quotes (created_at DESC);

CREATE TABLE contacts (
  id text PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  subject text NOT NULL,
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contacts_created_idx ON contacts (created_at DESC);

CREATE TABLE applications (
  id text PRIMARY KEY,
  name text NOT NULL,
  contact text NOT NULL,
  email text NOT NULL,
  town text NOT NULL,
  country text NOT NULL,
  position text NOT NULL,
  salary text NOT NULL,
  currency text NOT NULL,
  info text NOT NULL,
  file_id text NOT NULL REFERENCES files (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX applications_created_idx ON applications (created_at DESC);

-- The author's name is copied so a post keeps its byline if the account is removed.
CREATE TABLE blogs (
  id text PRIMARY KEY,
  title text NOT NULL,
  content text NOT NULL,
  image_url text NOT NULL DEFAULT '',
  author_id text REFERENCES users (id) ON DELETE SET NULL,
  author_username text NOT NULL,
  published_date timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX blogs_published_idx ON blogs (published_date DESC);
