-- Mails kept before the outbox left links out still carry working verification and reset links: take them out.
UPDATE "mail_outbox"
SET "text" = regexp_replace("text", 'https?://[^\s"<]+', '(The link is left out of this copy: only the recipient has it.)', 'g'),
    "html" = regexp_replace("html", 'https?://[^\s"<]+', '(The link is left out of this copy: only the recipient has it.)', 'g')
WHERE "kind" IN ('verify', 'reset');
