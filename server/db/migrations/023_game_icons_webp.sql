-- Game icons are seeded as WebP (server/routes/game-icons.ts): a database seeded before keeps its
-- SVG addresses, which still work; this moves the generated ones to the lighter pictures. Icons an
-- operator set elsewhere are left as they are.
UPDATE games
SET icon_url = regexp_replace(icon_url, '^/game-icons/([^/]+)\.svg$', '/game-icons/\1.webp')
WHERE icon_url ~ '^/game-icons/[^/]+\.svg$';
