-- Operator content in more than one language: { "<lang>": { "title": …, "content": … } } beside the row's
-- own title and content, which are in the tenant's default language. Requests read the best match.
ALTER TABLE announcements ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE promotions ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb;
