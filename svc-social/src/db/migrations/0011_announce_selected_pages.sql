-- svc-posts now keeps the names of each account's selected pages (the approval page's previews are headed
-- with them), from `social.pages.changed`: the selections made before this upgrade are announced once.
INSERT INTO "social"."outbox" ("subject", "payload")
SELECT 'social.pages.changed',
       jsonb_build_object(
         'accountId', "account_id",
         'pageCount', count(*) FILTER (WHERE "is_active"),
         'pages', coalesce(
           jsonb_agg(
             jsonb_build_object('platform', "platform", 'pageName', "page_name", 'instagramUsername', "instagram_username")
             ORDER BY "id"
           ) FILTER (WHERE "is_active"),
           '[]'::jsonb
         ),
         'at', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
       )
FROM "social"."selected_pages"
GROUP BY "account_id";
