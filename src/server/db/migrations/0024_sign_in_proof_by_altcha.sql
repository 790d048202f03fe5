-- Sign-in's proof of work is ALTCHA's, as the forms' is (security/proof-of-work.ts): a challenge is
-- signed and stored nowhere, and a solution is redeemed in spam_proofs_used. A hashcash challenge still
-- pending (five minutes at most) goes with its table: its holder is given a new one on the next try.
DROP TABLE "login_challenges" CASCADE;