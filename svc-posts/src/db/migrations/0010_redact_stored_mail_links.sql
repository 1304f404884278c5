-- Mails kept before this release held their approval link's secret in clear: redacted as new ones are.
UPDATE "posts"."mails"
SET "text" = regexp_replace("text", '/api/email-scheduling/[^\s"''<>)]+', '/api/email-scheduling/[redacted]', 'g'),
    "html" = regexp_replace("html", '/api/email-scheduling/[^\s"''<>)]+', '/api/email-scheduling/[redacted]', 'g')
WHERE "text" LIKE '%/api/email-scheduling/%' OR "html" LIKE '%/api/email-scheduling/%';
