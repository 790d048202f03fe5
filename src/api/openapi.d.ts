// Written by scripts/build/openapi.ts from docs/openapi.json (npm run build): do not edit.

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the process answers
         * @description The liveness check: it asks nothing of the database. `db` names the engine in use.
         */
        get: operations["getApiHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether this instance can serve
         * @description The readiness check for a load balancer: the database and the file storage must answer within 2 s each.
         */
        get: operations["getApiReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This API's reference, as a web page
         * @description /api/openapi.json rendered by Redoc, served from this origin. Not for search engines (noindex).
         */
        get: operations["getApiDocs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/docs/redoc.standalone.js": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The reference page's renderer (Redoc's standalone bundle)
         * @description Cached for a year when asked for with the version the page names (`?v=`).
         */
        get: operations["getApiDocsRedocStandaloneJs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/docs/start.js": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The reference page's start script
         * @description Starts Redoc on the page with the OpenAPI document. Cached for a year when asked for with its version (`?v=`).
         */
        get: operations["getApiDocsStartJs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/docs/redoc.standalone.js.LICENSE.txt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The licences of the reference page's renderer */
        get: operations["getApiDocsRedocStandaloneJsLICENSETxt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account
         * @description The first account becomes the administrator. Later ones are refused unless registration is opened by configuration.
         */
        post: operations["postApiAuthRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with a password
         * @description For an account with an authenticator app, the right password without `code` answers 401 with `secondFactor: "totp"`: send the same request again with the code. Past an account's ceiling of failures, a new address is answered 429 with a `challenge` (an ALTCHA challenge, as GET /api/challenge gives the forms) to solve and send back as `altcha` (docs/api.md).
         */
        post: operations["postApiAuthLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reauthenticate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Prove it is you again
         * @description With the password (and `code` where the account has an authenticator app: a right password without it answers 403 with `secondFactor: "totp"`) or a passkey (`credential`, the answer to a challenge of POST /api/auth/passkey/options). The session may then add or remove passkeys, turn the app on or off, set the sign-in rule and download backups for REAUTH_SECONDS (default 300).
         */
        post: operations["postApiAuthReauthenticate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/invitations/open": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What an invitation link gives, before it is accepted
         * @description The address the account will sign in with, its role, who sent the link and until when it works. Nothing is used up.
         */
        post: operations["postApiAuthInvitationsOpen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/invitations/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invitation: join the staff and sign in
         * @description Answers what a sign-in answers. The link works once: a second acceptance, a withdrawn link or one older than 7 days is 410.
         */
        post: operations["postApiAuthInvitationsAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/passkey/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a passkey sign-in
         * @description A challenge for `navigator.credentials.get()` naming no account, valid for five minutes and redeemed once.
         */
        post: operations["postApiAuthPasskeyOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/passkey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with a passkey
         * @description The answer of `navigator.credentials.get()` to the challenge of POST /api/auth/passkey/options. No password or code is asked for.
         */
        post: operations["postApiAuthPasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/refresh-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a refresh token for a new pair
         * @description The token sent stops working. Sending a used one again ends every session of its family (401).
         */
        post: operations["postApiAuthRefreshToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End the session of a refresh token
         * @description Answers 204 for a token that is unknown or already ended too, so it is safe to repeat.
         */
        post: operations["postApiAuthLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout-everywhere": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End every session of the signed-in account
         * @description Every refresh token and access token of the account stops working, on every device. No body is read.
         */
        post: operations["postApiAuthLogoutEverywhere"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in account as it is now
         * @description The admin asks this every half minute and when its tab comes back into view: a role changed since sign-in shows at once, and a suspended or removed account is signed out (401) within a minute.
         */
        get: operations["getApiAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How the signed-in account signs in
         * @description Its passkeys, whether its authenticator app is on (never its secret) and the site's rule.
         */
        get: operations["getApiAccountSignIn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/sign-in-policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the site's rule for password sign-ins
         * @description With `requireSecondFactor`, every password sign-in must add a code; an account without an app signs in with a passkey.
         */
        put: operations["putApiAccountSignInPolicy"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/passkeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in account's passkeys */
        get: operations["getApiAccountPasskeys"];
        put?: never;
        /**
         * Add a passkey
         * @description The browser's answer to the challenge of POST /api/account/passkeys/options, with a name for the list.
         */
        post: operations["postApiAccountPasskeys"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/passkeys/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start adding a passkey
         * @description A challenge for `navigator.credentials.create()`, valid for five minutes and redeemed once by POST /api/account/passkeys.
         */
        post: operations["postApiAccountPasskeysOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/passkeys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a passkey */
        delete: operations["deleteApiAccountPasskeysById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/totp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start setting up an authenticator app
         * @description The secret, its otpauth URI and a QR code of it. Nothing is on until POST /api/account/totp/confirm.
         */
        post: operations["postApiAccountTotp"];
        /**
         * Turn the authenticator app off
         * @description Its recovery codes go with it.
         */
        delete: operations["deleteApiAccountTotp"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/totp/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn the authenticator app on
         * @description The app's first code turns it on. The ten recovery codes are answered this once and never again.
         */
        post: operations["postApiAccountTotpConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/totp/recovery-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make new recovery codes
         * @description Ten new codes, answered this once; the old ones stop working. For a person who used some, or fears they were seen. The account holder is mailed.
         */
        post: operations["postApiAccountTotpRecoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/request-quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request a quote
         * @description multipart/form-data with the fields and the part `file` (at most 10 MB, optional). The fields are limited to 64 KB each and 50 in all.
         */
        post: operations["postApiRequestQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a message from the contact form
         * @description The fields as JSON. Other keys are dropped, never stored.
         */
        post: operations["postApiContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A proof-of-work challenge for a form post
         * @description An ALTCHA challenge (https://altcha.org), signed by the server and stored nowhere. Solve it (ALTCHA's libraries, or the site's own forms in a Worker) and send the payload, base64 of `{ challenge, solution }`, as the field `altcha` of one POST to /api/contact, /api/request-quote or /api/jobs/apply within the hour. A post without a valid, unused solution is stored all the same, in the inbox's Spam view, and not e-mailed.
         */
        get: operations["getApiChallenge"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search the site
         * @description Every content page and published post, best first: exact matches (stemmed English; "a phrase", -word and or as a search engine reads them), then words misspelt or cut short ("wordpres", "kathmand"). Each result has its title, address and an excerpt around the words found, as parts to highlight. A query of punctuation alone finds nothing. Rate-limited per address, loosely enough for a query per keystroke.
         */
        get: operations["getApiSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/jobs/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply for a job
         * @description multipart/form-data with the fields and the part `resume` (at most 5 MB, required). The fields are limited to 64 KB each and 50 in all.
         */
        post: operations["postApiJobsApply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/insights/hit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Count a page view
         * @description The site's own beacon, sent once a page shows. Counted without cookies or stored identifiers: a visitor is a hash of the day's salt, the address and the user agent, and the salt is deleted once its day is over. Not counted, and still answered 204: Do Not Track (DNT: 1), Global Privacy Control (Sec-GPC: 1), a bot's user agent, and a body that is not a site path (malformed, over 2 KB, cut off). JSON, or text/plain holding JSON (navigator.sendBeacon).
         */
        post: operations["postApiInsightsHit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/insights/hit.gif": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count a page view without script
         * @description The <noscript> image of a page a browser shows without running script: `path` is the page's own address. Counted as the beacon's call is, by the same rules (DNT, GPC, bots and malformed paths are not counted); the utm_* tags are read from the page's address the browser sends as Referer. Always a 1×1 transparent GIF, never cached.
         */
        get: operations["getApiInsightsHitGif"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blogs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Published posts, newest first
         * @description Without `page` or `limit`: the newest 50 (the original clients' call); with either, one page of `limit` (default 9). The rest is in `Link`.
         */
        get: operations["getApiBlogs"];
        put?: never;
        /**
         * Create a post
         * @description Without `status` the post is published at once (the original clients expect that). `content` is sanitised by the server: what it stores is what the allow-list kept. The body may be up to 650 KB.
         */
        post: operations["postApiBlogs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blogs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One published post
         * @description By its id or any of its slugs, old ones included.
         */
        get: operations["getApiBlogsById"];
        /**
         * Change a post
         * @description Any of the fields, at least one. With `version`, a change based on an older version is refused (409).
         */
        put: operations["putApiBlogsById"];
        post?: never;
        /** Delete a post */
        delete: operations["deleteApiBlogsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload an image for a post
         * @description multipart/form-data with the part `file`: PNG, JPEG, WebP, GIF or AVIF by content, at most 5 MB. Camera metadata is removed.
         */
        post: operations["postApiUploadsImages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads/images/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An uploaded image
         * @description Public, cached for a year: the content behind a name never changes.
         */
        get: operations["getApiUploadsImagesByName"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/content/pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The site's content pages
         * @description Every page a route of the site shows, in the order of the routes, with when it was last published and its draft.
         */
        get: operations["getApiAdminContentPages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/content/pages/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page as published, and its draft
         * @description `page` is the file's JSON as visitors are served it; `draft` is the draft staff share, if any.
         */
        get: operations["getApiAdminContentPagesByName"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/content/pages/{name}/draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save a page's draft
         * @description `version` is the version the draft was made from: the draft as last saved, or the published page when there is none. The page is checked by the content compiler the build runs; a draft equal to the published page is no draft.
         */
        put: operations["putApiAdminContentPagesByNameDraft"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/content/pages/{name}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish a page's draft
         * @description `version` is the draft's, as its last save answered. The page is served from the next request, on every instance within seconds, and kept in the history. With `site` (the settings' draft version), the settings' draft is published with the page in one transaction: its route (a new page, a changed address, title, description, keywords or noindex) goes live with its blocks; `version` may then be the published page's, when only the route changed.
         */
        post: operations["postApiAdminContentPagesByNamePublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/content/pages/{name}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page's publishes, newest first, then the page as the site was deployed */
        get: operations["getApiAdminContentPagesByNameHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/content/pages/{name}/history/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a publish from the history the draft
         * @description Without a body, only while the page has no draft; with `{version}`, the draft (or published page) of that version is replaced. Nothing is published: the draft is.
         */
        post: operations["postApiAdminContentPagesByNameHistoryByIdRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/content/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The images a page may show
         * @description The build's own images (`/images/...`) and every image uploaded (`/api/uploads/images/...`, newest first), each with its size in pixels, for the page editor to pick from. An upload for a page is `POST /api/uploads/images`.
         */
        get: operations["getApiAdminContentImages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/content/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Everything published, to apply to the repository
         * @description A .tar.gz of `content/` and `site.config.ts` as the site serves them now: the build's files, each page published here written over its file as the dev editor writes it. `npm run content -- apply FILE` writes it into a checkout.
         */
        get: operations["getApiAdminContentExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/content/pages/{name}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The page as its draft would be served
         * @description The whole page, rendered as a visitor would get it once published (the published page when there is no draft). Never indexed.
         */
        get: operations["getApiAdminContentPagesByNamePreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/content/site": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The site's settings as published, and their draft
         * @description `site` is site.config.ts's declaration as data (its company facts, offices, navigation and routes) as visitors are served it; `draft` is the draft staff share, if any.
         */
        get: operations["getApiAdminContentSite"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/content/site/draft/navigation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the navigation in the settings' draft
         * @description The header's links, the services menu's groups, the phone menu and the footer's links, made on the current settings (the draft, else what is published) of `version`, written into site.config.ts's text as the dev editor writes it and checked as `npm run check` checks the project.
         */
        put: operations["putApiAdminContentSiteDraftNavigation"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/content/site/draft/company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the company's facts in the settings' draft
         * @description The contact e-mail, the social links and the offices, made and checked as the navigation is.
         */
        put: operations["putApiAdminContentSiteDraftCompany"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/content/site/draft/routes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a page's route in the settings' draft
         * @description The route at `path`: its address (`keepAlias` keeps the old one working), title, description, keywords and noindex, made and checked as the navigation is. The page editor publishes it with the page's blocks (`site` in the page's publish).
         */
        patch: operations["patchApiAdminContentSiteDraftRoutes"];
        trace?: never;
    };
    "/api/admin/content/site/draft/pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new page
         * @description Its route (`path`, `title`, `description`) in the settings' draft of `version`, and its own draft: a hero with the title, or a copy of page `from` as published. Visitors see neither until the page is published with the settings (`site` in its publish).
         */
        post: operations["postApiAdminContentSiteDraftPages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/content/site/draft/retire": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Retire a page in the settings' draft
         * @description The route at `path` leaves the settings' draft, and its page with it (the export no longer holds its file). Refused (422) while another page, the navigation or the services link to it. Published with the settings: the address then answers 404.
         */
        post: operations["postApiAdminContentSiteDraftRetire"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/content/site/draft/deployed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make the deployed settings the draft
         * @description After a deploy that changed site.config.ts while settings published here are served (`build` in the settings' state): the build's own file becomes the draft, made on the current settings of `version`, to review and publish. Checked as any change is.
         */
        post: operations["postApiAdminContentSiteDraftDeployed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/content/site/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish the settings' draft
         * @description `version` is the draft's, as its last change answered. Every page is served with them from the next request, on every instance within seconds, and they are kept in the history.
         */
        post: operations["postApiAdminContentSitePublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/content/site/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The settings' publishes, newest first, then the settings as the site was deployed */
        get: operations["getApiAdminContentSiteHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/content/site/history/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a publish of the settings from the history the draft
         * @description As a page's restore: without a body only while there is no draft; nothing is published.
         */
        post: operations["postApiAdminContentSiteHistoryByIdRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/content/site/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page as it would be served with the settings' draft
         * @description The content page at `path` (an address of the site, such as `/about`), with the draft settings. Never indexed.
         */
        get: operations["getApiAdminContentSitePreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blogs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every post, drafts included
         * @description One page, newest first, optionally by words of the title and by status.
         */
        get: operations["getApiAdminBlogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blogs/{id}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A post's revisions, newest first */
        get: operations["getApiAdminBlogsByIdRevisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blogs/{id}/revisions/{revisionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One revision with its fields */
        get: operations["getApiAdminBlogsByIdRevisionsByRevisionId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blogs/{id}/revisions/{revisionId}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore a revision
         * @description Its fields become the post's as a new save (a new revision); a published post stays published.
         */
        post: operations["postApiAdminBlogsByIdRevisionsByRevisionIdRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blogs/{id}/autosave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save the editor's text as it stands
         * @description A draft (or a post in review) is saved; a published or scheduled post keeps its public text and the change is kept as a pending revision. `version` is required.
         */
        put: operations["putApiAdminBlogsByIdAutosave"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blogs/{id}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a preview link
         * @description A link that shows the post as it stands to anyone who has it, until it expires or is revoked.
         */
        post: operations["postApiAdminBlogsByIdPreview"];
        /** Revoke every preview link of a post */
        delete: operations["deleteApiAdminBlogsByIdPreview"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blogs/{id}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a draft for review
         * @description By its author, whatever their role, with an optional `note` for the reviewer. The post goes to `review` (public nowhere, as a draft) carrying the note in `review`, and everyone who may publish it (the owner, administrators and editors whose accounts are active, the author aside) is mailed. Another person's post: 403.
         */
        post: operations["postApiAdminBlogsByIdSubmit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blogs/{id}/return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a post in review back to its author
         * @description By whoever may publish it (editors and above, any post; an author, their own), with a `note` saying what to change. The post is a draft again, carrying the note in `review`, and its author is mailed.
         */
        post: operations["postApiAdminBlogsByIdReturn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/backup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a backup
         * @description A .tar.gz of the embedded database and the stored files (on PostgreSQL, the files only), streamed as it is made and consistent while the site serves. With `recipient` (an age public key, repeated up to 5 times) it is encrypted to those keys as it streams (.tar.gz.age). Restored with `npm run admin -- restore FILE` while the server is stopped.
         */
        get: operations["getApiAdminBackup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit log, newest first
         * @description One page of who did what: sign-ins (and refusals, with the method), changes of sign-in factors and of the sign-in rule, the team, publishing, backups, restores, key rotations and spam decisions. Filtered by `actor` (an account id) and `action`; `before` is the `id` of the last row seen (or an ISO date and time), and `Link: rel="next"` names the next page while there is one. Rows are never changed, and are deleted only after 400 days.
         */
        get: operations["getApiAdminAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Invitations not yet accepted or withdrawn, oldest first
         * @description Expired ones stay listed (`status: "expired"`) until they are withdrawn or sent again.
         */
        get: operations["getApiAdminInvitations"];
        put?: never;
        /**
         * Invite someone to the staff
         * @description The link works once, for 7 days, and is mailed to the address; it is answered here once, to copy. A pending invitation to the same address is withdrawn: the newest link is the one that works.
         */
        post: operations["postApiAdminInvitations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invitations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Withdraw an invitation
         * @description Its link stops working at once. Withdrawing one already withdrawn answers 204 again.
         */
        delete: operations["deleteApiAdminInvitationsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The staff
         * @description Everyone who can sign in or is suspended, highest role first; removed accounts are not listed.
         */
        get: operations["getApiAdminUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove someone from the staff
         * @description They can no longer sign in and every session of theirs ends at once; their passkeys and authenticator app go. Their posts stay, credited to them. An invitation to the same address later brings the account back.
         */
        delete: operations["deleteApiAdminUsersById"];
        options?: never;
        head?: never;
        /**
         * Change a person's role, or suspend them
         * @description `suspended: true` ends every session of theirs at once and stops them signing in; `false` lets them sign in again. `role: "owner"`, from the owner, hands ownership over: the owner becomes an administrator. The person is mailed.
         */
        patch: operations["patchApiAdminUsersById"];
        trace?: never;
    };
    "/api/admin/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Quote requests, the overdue first
         * @description One page of the inbox (the overdue first, then the newest), or with `view=spam` of what looked automated (stored, never mailed); `state` and `assignee` (`me`, `none` or a staff id) narrow it.
         */
        get: operations["getApiAdminQuotes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/quotes/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Quote requests as CSV
         * @description Every item of the view between two days (UTC, inclusive; without them, all), oldest first, streamed: UTF-8 with a byte order mark, every field in double quotes (RFC 4180) with CRLF line ends, a header row of the column names. A cell that begins with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading apostrophe, and so does each such character after a `,`, `;`, tab or `|` inside it, so no spreadsheet runs it whatever its list separator.
         */
        get: operations["getApiAdminQuotesExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/quotes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the quote requests, with its notes and replies
         * @description The item as the list shows it, with the notes the team wrote on it and the replies mailed to the visitor (each with its delivery), oldest first.
         */
        get: operations["getApiAdminQuotesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the state or the assignee of one of the quote requests
         * @description `state` (new, open, answered, closed: a quote closes with `outcome` won or lost, and any other state clears it) and `assigneeId` (the owner or an active administrator; null for nobody). Each change is in the audit log and sent to the webhooks that take its kind (`submission.state-changed`, `submission.assigned`).
         */
        patch: operations["patchApiAdminQuotesById"];
        trace?: never;
    };
    "/api/admin/quotes/{id}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write a note on one of the quote requests
         * @description A note the team alone reads: never mailed, never sent to a webhook. It is in the audit log (not its text).
         */
        post: operations["postApiAdminQuotesByIdNotes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/quotes/{id}/replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reply to the visitor who sent one of the quote requests
         * @description Mails the text to the visitor's address through the outbox, from the company's address with Reply-To the company's inbox, signed with your name, threaded with the earlier replies (`In-Reply-To`, `References`) so the visitor reads one conversation. The first reply sets `firstReplyAt` and moves an enquiry that is new or open to answered. Answers 202 at once; the item's `replies` show how the mail goes. In the audit log, and sent to the webhooks that take `submission.replied`.
         */
        post: operations["postApiAdminQuotesByIdReplies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/quotes/{id}/not-spam": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move one of the quote requests out of spam
         * @description It goes back to the inbox and the company gets the mail it would have had. Repeating it sends nothing more.
         */
        post: operations["postApiAdminQuotesByIdNotSpam"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/quotes/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the mail of one of the quote requests again
         * @description Queues its notification mail afresh: tried now, then retried as a new mail is. Answers 202 at once; the item's `delivery` shows how it goes.
         */
        post: operations["postApiAdminQuotesByIdResend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Contact messages, the overdue first
         * @description One page of the inbox (the overdue first, then the newest), or with `view=spam` of what looked automated (stored, never mailed); `state` and `assignee` (`me`, `none` or a staff id) narrow it.
         */
        get: operations["getApiAdminContacts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contacts/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Contact messages as CSV
         * @description Every item of the view between two days (UTC, inclusive; without them, all), oldest first, streamed: UTF-8 with a byte order mark, every field in double quotes (RFC 4180) with CRLF line ends, a header row of the column names. A cell that begins with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading apostrophe, and so does each such character after a `,`, `;`, tab or `|` inside it, so no spreadsheet runs it whatever its list separator.
         */
        get: operations["getApiAdminContactsExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contacts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the contact messages, with its notes and replies
         * @description The item as the list shows it, with the notes the team wrote on it and the replies mailed to the visitor (each with its delivery), oldest first.
         */
        get: operations["getApiAdminContactsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the state or the assignee of one of the contact messages
         * @description `state` (new, open, answered, closed: a quote closes with `outcome` won or lost, and any other state clears it) and `assigneeId` (the owner or an active administrator; null for nobody). Each change is in the audit log and sent to the webhooks that take its kind (`submission.state-changed`, `submission.assigned`).
         */
        patch: operations["patchApiAdminContactsById"];
        trace?: never;
    };
    "/api/admin/contacts/{id}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write a note on one of the contact messages
         * @description A note the team alone reads: never mailed, never sent to a webhook. It is in the audit log (not its text).
         */
        post: operations["postApiAdminContactsByIdNotes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contacts/{id}/replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reply to the visitor who sent one of the contact messages
         * @description Mails the text to the visitor's address through the outbox, from the company's address with Reply-To the company's inbox, signed with your name, threaded with the earlier replies (`In-Reply-To`, `References`) so the visitor reads one conversation. The first reply sets `firstReplyAt` and moves an enquiry that is new or open to answered. Answers 202 at once; the item's `replies` show how the mail goes. In the audit log, and sent to the webhooks that take `submission.replied`.
         */
        post: operations["postApiAdminContactsByIdReplies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contacts/{id}/not-spam": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move one of the contact messages out of spam
         * @description It goes back to the inbox and the company gets the mail it would have had. Repeating it sends nothing more.
         */
        post: operations["postApiAdminContactsByIdNotSpam"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contacts/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the mail of one of the contact messages again
         * @description Queues its notification mail afresh: tried now, then retried as a new mail is. Answers 202 at once; the item's `delivery` shows how it goes.
         */
        post: operations["postApiAdminContactsByIdResend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Job applications, the overdue first
         * @description One page of the inbox (the overdue first, then the newest), or with `view=spam` of what looked automated (stored, never mailed); `state` and `assignee` (`me`, `none` or a staff id) narrow it.
         */
        get: operations["getApiAdminApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/applications/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Job applications as CSV
         * @description Every item of the view between two days (UTC, inclusive; without them, all), oldest first, streamed: UTF-8 with a byte order mark, every field in double quotes (RFC 4180) with CRLF line ends, a header row of the column names. A cell that begins with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading apostrophe, and so does each such character after a `,`, `;`, tab or `|` inside it, so no spreadsheet runs it whatever its list separator.
         */
        get: operations["getApiAdminApplicationsExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/applications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the job applications, with its notes and replies
         * @description The item as the list shows it, with the notes the team wrote on it and the replies mailed to the visitor (each with its delivery), oldest first.
         */
        get: operations["getApiAdminApplicationsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the state or the assignee of one of the job applications
         * @description `state` (new, open, answered, closed: a quote closes with `outcome` won or lost, and any other state clears it) and `assigneeId` (the owner or an active administrator; null for nobody). Each change is in the audit log and sent to the webhooks that take its kind (`submission.state-changed`, `submission.assigned`).
         */
        patch: operations["patchApiAdminApplicationsById"];
        trace?: never;
    };
    "/api/admin/applications/{id}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write a note on one of the job applications
         * @description A note the team alone reads: never mailed, never sent to a webhook. It is in the audit log (not its text).
         */
        post: operations["postApiAdminApplicationsByIdNotes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/applications/{id}/replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reply to the visitor who sent one of the job applications
         * @description Mails the text to the visitor's address through the outbox, from the company's address with Reply-To the company's inbox, signed with your name, threaded with the earlier replies (`In-Reply-To`, `References`) so the visitor reads one conversation. The first reply sets `firstReplyAt` and moves an enquiry that is new or open to answered. Answers 202 at once; the item's `replies` show how the mail goes. In the audit log, and sent to the webhooks that take `submission.replied`.
         */
        post: operations["postApiAdminApplicationsByIdReplies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/applications/{id}/not-spam": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move one of the job applications out of spam
         * @description It goes back to the inbox and the company gets the mail it would have had. Repeating it sends nothing more.
         */
        post: operations["postApiAdminApplicationsByIdNotSpam"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/applications/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the mail of one of the job applications again
         * @description Queues its notification mail afresh: tried now, then retried as a new mail is. Answers 202 at once; the item's `delivery` shows how it goes.
         */
        post: operations["postApiAdminApplicationsByIdResend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The webhook endpoints, oldest first
         * @description Never with their secrets. `disabledAt` is set for one that failed for days and is no longer sent to.
         */
        get: operations["getApiAdminWebhooks"];
        put?: never;
        /**
         * Add a webhook endpoint
         * @description Each new submission of the kinds named is POSTed to it, signed per Standard Webhooks. The answer holds the `whsec_…` secret that verifies the signatures, shown this once. Only https:// addresses that resolve to public IP addresses, unless the server runs with WEBHOOK_ALLOW_PRIVATE=1.
         */
        post: operations["postApiAdminWebhooks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a webhook endpoint
         * @description Its deliveries go with it; a try in progress finishes.
         */
        delete: operations["deleteApiAdminWebhooksById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An endpoint's delivery log, newest first
         * @description The 100 newest deliveries: when each was last tried, how many times, how it stands and the receiver's status.
         */
        get: operations["getApiAdminWebhooksByIdDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/{id}/deliveries/{deliveryId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery again
         * @description Queued now with the same `webhook-id` and payload, then retried as a new one is. A disabled endpoint is turned on again by it.
         */
        post: operations["postApiAdminWebhooksByIdDeliveriesByDeliveryIdRetry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/calendars": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The offices' working calendars
         * @description Each office's time zone, working days and hours, and its holidays of this year and the next (the server's clock): England's bank holidays from a kept library (`library`), the others as the owner added them (`owner`). `warning` says when next year has none.
         */
        get: operations["getApiAdminCalendars"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/calendars/{region}/holidays": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a holiday to an office
         * @description A day the office does not work (its local date). The due times of its enquiries still waiting for a reply that the day touches move on at once.
         */
        post: operations["postApiAdminCalendarsByRegionHolidays"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/calendars/{region}/holidays/{date}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a holiday the owner added to an office's calendar
         * @description A library's holiday (England's bank holidays) cannot be removed. The due times it touched are counted again.
         */
        delete: operations["deleteApiAdminCalendarsByRegionHolidaysByDate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/enquiries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How well the promise of an answer is kept
         * @description Over the days `from` to `to` (UTC, inclusive; by default the twelve weeks to today, the server's clock, from a Monday): the enquiries that arrived each ISO week (Monday to Sunday, UTC, labelled by its Monday, every week present) by kind and, for quote requests, by "how did you hear about us" (`""`: not given); the median and 90th percentile (nearest rank) of the business hours from arrival to the first reply, in the calendar of the office each concerns; the share of promises kept of those that can be judged now; and what is new or open now by assignee. Spam is never counted. A range that runs backwards or covers more than two years (731 days) is a 422.
         */
        get: operations["getApiAdminReportsEnquiries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/insights": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The site's insights
         * @description Over the days `from` to `to` (UTC, inclusive; by default the 30 days to today, the server's clock): visitors and page views day by day (today up to the moment), the pages most viewed with the enquiries of visitors who landed on each and of the forms on it, the other websites visitors came from, the utm_* tags they arrived with, the searches made on the search page (those that found nothing first) and the addresses that gave the 404 page with the hosts that linked to them. Counts only: nothing in it names or follows a visitor. A range that runs backwards or covers more than two years (731 days) is a 422.
         */
        get: operations["getApiAdminInsights"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The notification mails, by how they stand
         * @description Counts of every mail (submissions' and accounts') by state, and of the submissions' mails that failed, by kind: the admin shows a banner while any has failed.
         */
        get: operations["getApiAdminOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A file a visitor sent
         * @description Always as an attachment (`Content-Disposition`), with a sandbox CSP and `nosniff`.
         */
        get: operations["getApiAdminFilesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This API's OpenAPI 3.1 document */
        get: operations["getApiOpenapiJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Error: {
            error: string;
            fields?: {
                [key: string]: string;
            };
            code?: string;
            requestId?: string;
        };
        User: {
            id: string;
            name: string;
            email: string;
            username: string;
            /** @enum {string} */
            role: "owner" | "administrator" | "editor" | "author" | "contributor";
        };
        Passkey: {
            id: string;
            name: string;
            createdAt: string;
            lastUsedAt: string | null;
        };
        Post: {
            _id: string;
            title: string;
            slug: string;
            url: string;
            content: string;
            excerpt: string;
            /** @enum {string} */
            status: "draft" | "published" | "scheduled" | "review";
            imageUrl: string;
            imageAlt: string;
            imageWidth?: number;
            imageHeight?: number;
            metaTitle: string;
            metaDescription: string;
            socialImageUrl: string;
            socialImageWidth?: number;
            socialImageHeight?: number;
            version: number;
            author: {
                username: string;
            };
            publishedDate: string;
            createdAt: string;
            updatedAt: string;
            review?: {
                /** @enum {string} */
                kind: "submitted" | "returned";
                note: string;
                by: string;
                at: string;
            };
        };
        RevisionSummary: {
            id: string;
            createdAt: string;
            updatedAt: string;
            title: string;
            /** @enum {string} */
            status: "draft" | "published" | "scheduled" | "review";
            /** @enum {string} */
            event: "create" | "update" | "publish" | "unpublish" | "schedule" | "unschedule" | "autosave" | "pending" | "restore" | "submit" | "return" | "withdraw";
            version: number;
            restoredFrom?: string;
            author: {
                username: string;
            };
        };
        Revision: {
            id: string;
            createdAt: string;
            updatedAt: string;
            title: string;
            /** @enum {string} */
            status: "draft" | "published" | "scheduled" | "review";
            /** @enum {string} */
            event: "create" | "update" | "publish" | "unpublish" | "schedule" | "unschedule" | "autosave" | "pending" | "restore" | "submit" | "return" | "withdraw";
            version: number;
            restoredFrom?: string;
            author: {
                username: string;
            };
            content: string;
            excerpt: string;
            imageUrl: string;
            imageAlt: string;
            metaTitle: string;
            metaDescription: string;
            socialImageUrl: string;
            publishedDate: string;
        };
        InboxFile: {
            id: string;
            name: string;
            size: number;
            type: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getApiHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process answers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        /** @enum {string} */
                        db: "pglite" | "postgresql";
                    };
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    getApiReady: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The database or the file storage does not answer, or the instance is shutting down */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiDocs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": unknown;
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    getApiDocsRedocStandaloneJs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The script */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/javascript": unknown;
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    getApiDocsStartJs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The script */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/javascript": unknown;
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    getApiDocsRedocStandaloneJsLICENSETxt: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The licence notices */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": unknown;
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    postApiAuthRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description The new account */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: components["schemas"]["User"];
                    };
                };
            };
            /** @description The body is not valid JSON, or a field is not valid: `fields` names each one with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Registration is closed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body stopped arriving before it was complete */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An account with this e-mail address exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than 60 requests from one address in 600 s */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    postApiAuthLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                    altcha?: string;
                    code?: string;
                };
            };
        };
        responses: {
            /** @description Signed in */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accessToken: string;
                        refreshToken: string;
                        user: components["schemas"]["User"];
                    };
                };
            };
            /** @description The body is not valid JSON, or a field is not valid: `fields` names each one with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong e-mail or password (the same answer for both); or, with `secondFactor`, a code is needed, was wrong, or is refused for now: after 10 wrong codes in a row, from any addresses, the app's codes are refused for 24 hours (a passkey or a recovery code still signs in, and lifts it) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @constant */
                        secondFactor: "totp";
                    } | components["schemas"]["Error"];
                };
            };
            /** @description The site requires a second factor for password sign-ins and this account has none: sign in with a passkey */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body stopped arriving before it was complete */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than 60 requests from one address in 600 s */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    postApiAuthReauthenticate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password?: string;
                    code?: string;
                    altcha?: string;
                    credential?: {
                        id: string;
                        rawId: string;
                        /** @constant */
                        type: "public-key";
                        response: {
                            clientDataJSON: string;
                            authenticatorData: string;
                            signature: string;
                            userHandle?: string;
                        };
                        /** @enum {string} */
                        authenticatorAttachment?: "platform" | "cross-platform";
                        clientExtensionResults: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Proved; the calls that need it are open until `validUntil` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        validUntil: string;
                    };
                };
            };
            /** @description The body is not valid JSON, or a field is not valid: `fields` names each one with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not proved (`code`: `REAUTHENTICATE`): the password or code is wrong, a code is needed (`secondFactor`), or the passkey is not this account’s */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @constant */
                        code: "REAUTHENTICATE";
                        /** @constant */
                        secondFactor?: "totp";
                    };
                };
            };
            /** @description The body stopped arriving before it was complete */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than 60 requests from one address in 600 s */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    postApiAuthInvitationsOpen: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description The invitation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        /** @enum {string} */
                        role: "administrator" | "editor" | "author" | "contributor";
                        invitedBy: string | null;
                        expiresAt: string;
                    };
                };
            };
            /** @description The body is not valid JSON, or a field is not valid: `fields` names each one with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No invitation has this token */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body stopped arriving before it was complete */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The invitation was accepted already, withdrawn, or has expired */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than 60 requests from one address in 600 s */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    postApiAuthInvitationsAccept: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    name: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description The new account, signed in */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accessToken: string;
                        refreshToken: string;
                        user: components["schemas"]["User"];
                    };
                };
            };
            /** @description The body is not valid JSON, or a field is not valid: `fields` names each one with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No invitation has this token */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body stopped arriving before it was complete */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Someone on the staff signs in with this address already */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The invitation was accepted already, withdrawn, or has expired */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than 60 requests from one address in 600 s */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    postApiAuthPasskeyOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request options */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge: string;
                        rpId?: string;
                        timeout?: number;
                        /** @enum {string} */
                        userVerification?: "required" | "preferred" | "discouraged";
                        allowCredentials?: ({
                            id: string;
                            /** @constant */
                            type: "public-key";
                        } & {
                            [key: string]: unknown;
                        })[];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description More than 60 requests from one address in 600 s */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    postApiAuthPasskey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    credential: {
                        id: string;
                        rawId: string;
                        /** @constant */
                        type: "public-key";
                        response: {
                            clientDataJSON: string;
                            authenticatorData: string;
                            signature: string;
                            userHandle?: string;
                        };
                        /** @enum {string} */
                        authenticatorAttachment?: "platform" | "cross-platform";
                        clientExtensionResults: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Signed in */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accessToken: string;
                        refreshToken: string;
                        user: components["schemas"]["User"];
                    };
                };
            };
            /** @description The body is not valid JSON, or a field is not valid: `fields` names each one with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The challenge expired or was used, the passkey is unknown or removed, or it could not be verified */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body stopped arriving before it was complete */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than 60 requests from one address in 600 s */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    postApiAuthRefreshToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refreshToken: string;
                };
            };
        };
        responses: {
            /** @description A new access token and refresh token */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accessToken: string;
                        refreshToken: string;
                    };
                };
            };
            /** @description The body is not valid JSON, or a field is not valid: `fields` names each one with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The refresh token is unknown, expired, revoked or was used already */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body stopped arriving before it was complete */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than 60 requests from one address in 600 s */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    postApiAuthLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refreshToken: string;
                };
            };
        };
        responses: {
            /** @description The session has ended */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is not valid JSON, or a field is not valid: `fields` names each one with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body stopped arriving before it was complete */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than 60 requests from one address in 600 s */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    postApiAuthLogoutEverywhere: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every session has ended */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than 60 requests from one address in 600 s */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    getApiAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: components["schemas"]["User"];
                    };
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    getApiAccountSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sign-in methods */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        passkeys: components["schemas"]["Passkey"][];
                        totp: {
                            enabled: boolean;
                            recoveryCodesLeft: number;
                        };
                        requireSecondFactor: boolean;
                    };
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    putApiAccountSignInPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    requireSecondFactor: boolean;
                };
            };
        };
        responses: {
            /** @description The rule as set */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        requireSecondFactor: boolean;
                    };
                };
            };
            /** @description The body is not valid JSON, or a field is not valid: `fields` names each one with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator (`code`: `NOT_PERMITTED`); or when the session has not signed in or re-authenticated in the last REAUTH_SECONDS (`code`: `REAUTHENTICATE`): prove it with POST /api/auth/reauthenticate, then call again */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body stopped arriving before it was complete */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The administrator has neither an authenticator app nor a passkey, and would be locked out */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than 60 requests from one address in 600 s */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    getApiAccountPasskeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Passkey"][];
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    postApiAccountPasskeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    credential: {
                        id: string;
                        rawId: string;
                        /** @constant */
                        type: "public-key";
                        response: {
                            clientDataJSON: string;
                            attestationObject: string;
                            authenticatorData?: string;
                            transports?: ("ble" | "cable" | "hybrid" | "internal" | "nfc" | "smart-card" | "usb")[];
                            publicKeyAlgorithm?: number;
                            publicKey?: string;
                        };
                        /** @enum {string} */
                        authenticatorAttachment?: "platform" | "cross-platform";
                        clientExtensionResults: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description The passkey */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Passkey"];
                };
            };
            /** @description The body is not valid JSON, or a field is not valid: `fields` names each one with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the session has not signed in or re-authenticated in the last REAUTH_SECONDS (`code`: `REAUTHENTICATE`): prove it with POST /api/auth/reauthenticate, then call again */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body stopped arriving before it was complete */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This passkey is already registered */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than 60 requests from one address in 600 s */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    postApiAccountPasskeysOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The creation options */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge: string;
                        rp: {
                            name: string;
                            id?: string;
                        } & {
                            [key: string]: unknown;
                        };
                        user: {
                            id: string;
                            name: string;
                            displayName: string;
                        } & {
                            [key: string]: unknown;
                        };
                        pubKeyCredParams: ({
                            alg: number;
                            /** @constant */
                            type: "public-key";
                        } & {
                            [key: string]: unknown;
                        })[];
                        timeout?: number;
                        excludeCredentials?: ({
                            id: string;
                            /** @constant */
                            type: "public-key";
                        } & {
                            [key: string]: unknown;
                        })[];
                        authenticatorSelection?: {
                            [key: string]: unknown;
                        };
                        attestation?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the session has not signed in or re-authenticated in the last REAUTH_SECONDS (`code`: `REAUTHENTICATE`): prove it with POST /api/auth/reauthenticate, then call again */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than 60 requests from one address in 600 s */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    deleteApiAccountPasskeysById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The passkey's id as the list answered it */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the session has not signed in or re-authenticated in the last REAUTH_SECONDS (`code`: `REAUTHENTICATE`): prove it with POST /api/auth/reauthenticate, then call again */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no such passkey */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It is the only way in left while the site requires a second factor */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than 60 requests from one address in 600 s */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    postApiAccountTotp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What the app needs */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        secret: string;
                        uri: string;
                        qrSvg: string;
                    };
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the session has not signed in or re-authenticated in the last REAUTH_SECONDS (`code`: `REAUTHENTICATE`): prove it with POST /api/auth/reauthenticate, then call again */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An authenticator app is set up already */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than 60 requests from one address in 600 s */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    deleteApiAccountTotp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Turned off */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the session has not signed in or re-authenticated in the last REAUTH_SECONDS (`code`: `REAUTHENTICATE`): prove it with POST /api/auth/reauthenticate, then call again */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No authenticator app is set up */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The site requires a second factor and the account has no passkey */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than 60 requests from one address in 600 s */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    postApiAccountTotpConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description The recovery codes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        recoveryCodes: string[];
                    };
                };
            };
            /** @description The body is not valid JSON, or a field is not valid: `fields` names each one with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body stopped arriving before it was complete */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than 60 requests from one address in 600 s */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    postApiAccountTotpRecoveryCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new recovery codes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        recoveryCodes: string[];
                    };
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the session has not signed in or re-authenticated in the last REAUTH_SECONDS (`code`: `REAUTHENTICATE`): prove it with POST /api/auth/reauthenticate, then call again */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No authenticator app is set up */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than 60 requests from one address in 600 s */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    postApiRequestQuote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    fullName: string;
                    email: string;
                    phone: string;
                    companyName: string;
                    /** @default  */
                    size?: string;
                    /** @default  */
                    contactMethod?: string;
                    /** @default  */
                    services?: string;
                    /** @default  */
                    description?: string;
                    /** @default  */
                    budget?: string;
                    /** @default  */
                    source?: string;
                    /** @default  */
                    additionalDetails?: string;
                    /** @default  */
                    deadline?: string;
                    /**
                     * @default modal
                     * @enum {string}
                     */
                    region?: "modal" | "uk" | "nepal";
                    /** @description A honeypot: people leave it empty. Filled in, the post is kept as spam. */
                    website?: string;
                    /** @description The server's signed time of serving the page, with a nonce (the site's pages send it). Under 3 s or over 24 hours old, the post is kept as spam; a page post without script uses it up, and a second one with it is kept as spam too. */
                    stamp?: string;
                    /** @description A solved challenge of GET /api/challenge (ALTCHA payload). Without a valid, unused one the post is kept as spam. */
                    altcha?: string;
                    /** Format: binary */
                    file?: string;
                };
            };
        };
        responses: {
            /** @description Stored, and mailed to the company unless it looked automated */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        message: string;
                    };
                };
            };
            /** @description The body is not valid JSON, or a field is not valid: `fields` names each one with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body stopped arriving before it was complete */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The file is larger than 10 MB, or a field or the form is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not multipart/form-data */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than 20 requests from one address in 600 s */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The server has no room to store the file now */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiContact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    email: string;
                    /** @default  */
                    phone?: string;
                    subject: string;
                    /** @default  */
                    message?: string;
                    /** @description A honeypot: people leave it empty. Filled in, the post is kept as spam. */
                    website?: string;
                    /** @description The server's signed time of serving the page, with a nonce (the site's pages send it). Under 3 s or over 24 hours old, the post is kept as spam; a page post without script uses it up, and a second one with it is kept as spam too. */
                    stamp?: string;
                    /** @description A solved challenge of GET /api/challenge (ALTCHA payload). Without a valid, unused one the post is kept as spam. */
                    altcha?: string;
                };
            };
        };
        responses: {
            /** @description Stored, and mailed to the company unless it looked automated */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        message: string;
                    };
                };
            };
            /** @description The body is not valid JSON, or a field is not valid: `fields` names each one with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body stopped arriving before it was complete */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than 20 requests from one address in 600 s */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    getApiChallenge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A new challenge (Cache-Control: no-store) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        parameters: {
                            algorithm: string;
                            nonce: string;
                            salt: string;
                            cost: number;
                            keyLength: number;
                            keyPrefix: string;
                            keySignature?: string;
                            expiresAt?: number;
                            data?: {
                                [key: string]: string | number | boolean | null;
                            };
                        };
                        signature: string;
                    };
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    getApiSearch: {
        parameters: {
            query?: {
                /** @description What to search for: words, "a phrase", -a word to leave out, or two words with "or" between them. */
                q?: string;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of results (Cache-Control: no-store) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        query: string;
                        total: number;
                        page: number;
                        pageCount: number;
                        hits: {
                            /** @enum {string} */
                            kind: "page" | "post";
                            title: string;
                            url: string;
                            excerpt: {
                                text: string;
                                match: boolean;
                            }[];
                            publishedAt?: string;
                        }[];
                    };
                };
            };
            /** @description A query parameter is not valid: `fields` names each one with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description More than 600 requests from one address in 600 s */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    postApiJobsApply: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    name: string;
                    contact: string;
                    email: string;
                    town: string;
                    country: string;
                    position: string;
                    salary: string;
                    currency: string;
                    /** @default  */
                    info?: string;
                    /** @description A honeypot: people leave it empty. Filled in, the post is kept as spam. */
                    website?: string;
                    /** @description The server's signed time of serving the page, with a nonce (the site's pages send it). Under 3 s or over 24 hours old, the post is kept as spam; a page post without script uses it up, and a second one with it is kept as spam too. */
                    stamp?: string;
                    /** @description A solved challenge of GET /api/challenge (ALTCHA payload). Without a valid, unused one the post is kept as spam. */
                    altcha?: string;
                    /** Format: binary */
                    resume: string;
                };
            };
        };
        responses: {
            /** @description Stored, and mailed to the company unless it looked automated */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        message: string;
                    };
                };
            };
            /** @description The body is not valid JSON, or a field is not valid: `fields` names each one with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body stopped arriving before it was complete */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description File size should be less than 5MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The CV must be a PDF or Word document (.pdf, .doc or .docx) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than 20 requests from one address in 600 s */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The server has no room to store the file now */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiInsightsHit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The page's path on this site: starts with one '/', at most 300 characters once its query string and fragment are dropped (they are never stored) */
                    path: string;
                    /** @description document.referrer: only its host is kept, and not even that when it is this site's own */
                    referrer?: string;
                };
                "text/plain": string;
            };
        };
        responses: {
            /** @description Received (counted or not: the answer never says which) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    getApiInsightsHitGif: {
        parameters: {
            query: {
                /** @description The page's path on this site */
                path: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A 1×1 transparent GIF (counted or not) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/gif": unknown;
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    getApiBlogs: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The posts */
            200: {
                headers: {
                    /** @description The items over all pages */
                    "X-Total-Count"?: number;
                    /** @description RFC 8288 links to the first, last, previous and next pages, each with the same page size */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Post"][];
                };
            };
            /** @description A query parameter is not valid: `fields` names each one with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    postApiBlogs: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key the client makes for this one write (a UUID). Sent again with the same body within 24 hours, the first answer comes back (with `Idempotent-Replayed: true`) and nothing is written twice. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    content: string;
                    /** @default  */
                    imageUrl?: string;
                    /** @default  */
                    imageAlt?: string;
                    /** @default  */
                    excerpt?: string;
                    /**
                     * @default published
                     * @enum {string}
                     */
                    status?: "draft" | "published" | "scheduled" | "review";
                    publishedDate?: string;
                    /** @default  */
                    metaTitle?: string;
                    /** @default  */
                    metaDescription?: string;
                    /** @default  */
                    socialImageUrl?: string;
                };
            };
        };
        responses: {
            /** @description The post as stored; with an `Idempotency-Key` sent before, the first answer again */
            201: {
                headers: {
                    /** @description `true` on an answer given before for this key */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Post"];
                };
            };
            /** @description The body is not valid JSON, or a field is not valid: `fields` names each one with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator, editor, author, contributor (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body stopped arriving before it was complete */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 650 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used within 24 hours for a request with another body */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    getApiBlogsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The post's id or one of its slugs */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The post */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Post"];
                };
            };
            /** @description Blog post not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    putApiBlogsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The post's id or one of its slugs */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    content?: string;
                    imageUrl?: string;
                    imageAlt?: string;
                    excerpt?: string;
                    /** @enum {string} */
                    status?: "draft" | "published" | "scheduled" | "review";
                    publishedDate?: string;
                    metaTitle?: string;
                    metaDescription?: string;
                    socialImageUrl?: string;
                    version?: number;
                };
            };
        };
        responses: {
            /** @description The post as stored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Post"];
                };
            };
            /** @description The body is not valid JSON, or a field is not valid: `fields` names each one with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator, editor, author, contributor (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Blog post not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body stopped arriving before it was complete */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The `version` sent is no longer the post's: someone saved it meanwhile. `current` is the post as it stands */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                        current: components["schemas"]["Post"];
                    };
                };
            };
            /** @description The body is larger than 650 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    deleteApiBlogsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The post's id or one of its slugs */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                    };
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator, editor, author, contributor (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Blog post not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    postApiUploadsImages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description The image's public URL and its size in pixels */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        secure_url: string;
                        width: number;
                        height: number;
                    };
                };
            };
            /** @description No file was sent, or the form could not be read */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator, editor, author, contributor (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The image is larger than 5 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The image must be a PNG, JPEG, WebP, GIF or AVIF file */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The server has no room to store the image now */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiUploadsImagesByName: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The name in the URL the upload answered */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/*": unknown;
                };
            };
            /** @description Image not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    getApiAdminContentPages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pages */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        path: string;
                        title: string;
                        live: boolean;
                        publishedAt: string | null;
                        draft: {
                            savedAt: string;
                            by: {
                                name: string;
                            } | null;
                        } | null;
                    }[];
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator, editor (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The live editor needs the site as built (dist-ssr/ beside dist/): this server runs without it. Build the site, then restart the server. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiAdminContentPagesByName: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The page's file name in content/pages/ ('about') */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        page: {
                            [key: string]: unknown;
                        };
                        version: string;
                        publishedAt: string | null;
                        build: {
                            page: {
                                [key: string]: unknown;
                            };
                            version: string;
                        } | null;
                        draft: {
                            page: {
                                [key: string]: unknown;
                            };
                            version: string;
                            savedAt: string;
                            by: {
                                name: string;
                            } | null;
                        } | null;
                    };
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator, editor (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no content page by that name. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The live editor needs the site as built (dist-ssr/ beside dist/): this server runs without it. Build the site, then restart the server. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putApiAdminContentPagesByNameDraft: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The page's file name in content/pages/ ('about') */
                name: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    page: {
                        [key: string]: unknown;
                    };
                    version: string;
                };
            };
        };
        responses: {
            /** @description The draft's version */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        version: string;
                    };
                };
            };
            /** @description The body is not valid JSON, or a field is not valid: `fields` names each one with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator, editor (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no content page by that name. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body stopped arriving before it was complete */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Based on a version that is no longer current: `current` is the one to start from */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                        current: {
                            page: {
                                [key: string]: unknown;
                            };
                            version: string;
                        };
                    };
                };
            };
            /** @description The body is larger than 1024 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The content compiler refused the page: `issues` names each field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                        issues: {
                            path: (string | number)[];
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The live editor needs the site as built (dist-ssr/ beside dist/): this server runs without it. Build the site, then restart the server. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiAdminContentPagesByNamePublish: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The page's file name in content/pages/ ('about') */
                name: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version: string;
                    site?: string;
                };
            };
        };
        responses: {
            /** @description Published */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        version: string;
                        publishedAt: string;
                    };
                };
            };
            /** @description The body is not valid JSON, or a field is not valid: `fields` names each one with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator, editor (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no content page by that name. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body stopped arriving before it was complete */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Based on a version that is no longer current: `current` is the one to start from */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                        current: {
                            page: {
                                [key: string]: unknown;
                            };
                            version: string;
                        };
                    };
                };
            };
            /** @description The body is larger than 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The content compiler refused the page: `issues` names each field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                        issues: {
                            path: (string | number)[];
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The live editor needs the site as built (dist-ssr/ beside dist/): this server runs without it. Build the site, then restart the server. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiAdminContentPagesByNameHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The page's file name in content/pages/ ('about') */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The history */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @constant */
                        kind: "published";
                        id: string;
                        at: string;
                        by: {
                            name: string;
                        };
                        summary: string;
                    } | {
                        /** @constant */
                        kind: "deployed";
                        /** @constant */
                        id: "deployed";
                        summary: string;
                    })[];
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator, editor (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no content page by that name. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The live editor needs the site as built (dist-ssr/ beside dist/): this server runs without it. Build the site, then restart the server. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiAdminContentPagesByNameHistoryByIdRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The page's file name in content/pages/ ('about') */
                name: string;
                /** @description The id the history answered ('deployed' for its last entry) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    version: string;
                };
            };
        };
        responses: {
            /** @description The new draft's version */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        version: string;
                    };
                };
            };
            /** @description The body is not valid JSON, or a field is not valid: `fields` names each one with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator, editor (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This page has no such history entry. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body stopped arriving before it was complete */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Based on a version that is no longer current: `current` is the one to start from */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                        current: {
                            page: {
                                [key: string]: unknown;
                            };
                            version: string;
                        };
                    };
                };
            };
            /** @description The body is larger than 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The live editor needs the site as built (dist-ssr/ beside dist/): this server runs without it. Build the site, then restart the server. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiAdminContentImages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The images */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        images: {
                            src: string;
                            width: number;
                            height: number;
                        }[];
                    };
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator, editor (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The live editor needs the site as built (dist-ssr/ beside dist/): this server runs without it. Build the site, then restart the server. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiAdminContentExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The archive, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/gzip": unknown;
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator, editor (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The live editor needs the site as built (dist-ssr/ beside dist/): this server runs without it. Build the site, then restart the server. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiAdminContentPagesByNamePreview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The page's file name in content/pages/ ('about') */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": unknown;
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator, editor (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no content page by that name. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The content compiler refused the page: `issues` names each field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                        issues: {
                            path: (string | number)[];
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The live editor needs the site as built (dist-ssr/ beside dist/): this server runs without it. Build the site, then restart the server. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiAdminContentSite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        site: {
                            [key: string]: unknown;
                        };
                        version: string;
                        publishedAt: string | null;
                        build: {
                            site: {
                                [key: string]: unknown;
                            };
                            version: string;
                        } | null;
                        draft: {
                            site: {
                                [key: string]: unknown;
                            };
                            version: string;
                            savedAt: string;
                            by: {
                                name: string;
                            } | null;
                        } | null;
                    };
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator, editor (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The live editor needs the site as built (dist-ssr/ beside dist/): this server runs without it. Build the site, then restart the server. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putApiAdminContentSiteDraftNavigation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version: string;
                    navigation: {
                        header: {
                            label: string;
                            to: string;
                        }[];
                        services: {
                            label: string;
                            links: {
                                label: string;
                                to: string;
                            }[];
                        }[];
                        mobile: {
                            label: string;
                            to: string;
                        }[];
                        footer: {
                            label: string;
                            to: string;
                        }[];
                    };
                };
            };
        };
        responses: {
            /** @description The draft's version */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        version: string;
                    };
                };
            };
            /** @description The body is not valid JSON, or a field is not valid: `fields` names each one with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator, editor (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body stopped arriving before it was complete */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Based on a version of the settings that is no longer current: `current` is the one to start from */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                        current: {
                            site: {
                                [key: string]: unknown;
                            };
                            version: string;
                        };
                    };
                };
            };
            /** @description The body is larger than 256 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The content compiler refused the page: `issues` names each field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                        issues: {
                            path: (string | number)[];
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The live editor needs the site as built (dist-ssr/ beside dist/): this server runs without it. Build the site, then restart the server. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putApiAdminContentSiteDraftCompany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version: string;
                    email: string;
                    social: {
                        label: string;
                        url: string;
                    }[];
                    offices: {
                        city: string;
                        name: string;
                        streetAddress: string;
                        addressLocality: string;
                        addressRegion?: string;
                        postalCode: string;
                        addressCountry: string;
                        telephone?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description The draft's version */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        version: string;
                    };
                };
            };
            /** @description The body is not valid JSON, or a field is not valid: `fields` names each one with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator, editor (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body stopped arriving before it was complete */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Based on a version of the settings that is no longer current: `current` is the one to start from */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                        current: {
                            site: {
                                [key: string]: unknown;
                            };
                            version: string;
                        };
                    };
                };
            };
            /** @description The body is larger than 256 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The content compiler refused the page: `issues` names each field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                        issues: {
                            path: (string | number)[];
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The live editor needs the site as built (dist-ssr/ beside dist/): this server runs without it. Build the site, then restart the server. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchApiAdminContentSiteDraftRoutes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version: string;
                    path: string;
                    changes: {
                        path?: string;
                        keepAlias?: boolean;
                        title?: string;
                        description?: string;
                        keywords?: string[];
                        noindex?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description The draft's version */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        version: string;
                    };
                };
            };
            /** @description The body is not valid JSON, or a field is not valid: `fields` names each one with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator, editor (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The settings have no route at `path` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body stopped arriving before it was complete */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Based on a version of the settings that is no longer current: `current` is the one to start from */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                        current: {
                            site: {
                                [key: string]: unknown;
                            };
                            version: string;
                        };
                    };
                };
            };
            /** @description The body is larger than 256 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The content compiler refused the page: `issues` names each field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                        issues: {
                            path: (string | number)[];
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The live editor needs the site as built (dist-ssr/ beside dist/): this server runs without it. Build the site, then restart the server. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiAdminContentSiteDraftPages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version: string;
                    path: string;
                    title: string;
                    description: string;
                    from: string | null;
                };
            };
        };
        responses: {
            /** @description The settings' draft version and the page's name */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        version: string;
                        name: string;
                    };
                };
            };
            /** @description The body is not valid JSON, or a field is not valid: `fields` names each one with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator, editor (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No page `from` to copy */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body stopped arriving before it was complete */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Based on a version of the settings that is no longer current: `current` is the one to start from */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                        current: {
                            site: {
                                [key: string]: unknown;
                            };
                            version: string;
                        };
                    };
                };
            };
            /** @description The body is larger than 256 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The content compiler refused the page: `issues` names each field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                        issues: {
                            path: (string | number)[];
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The live editor needs the site as built (dist-ssr/ beside dist/): this server runs without it. Build the site, then restart the server. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiAdminContentSiteDraftRetire: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version: string;
                    path: string;
                };
            };
        };
        responses: {
            /** @description The draft's version */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        version: string;
                    };
                };
            };
            /** @description The body is not valid JSON, or a field is not valid: `fields` names each one with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator, editor (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The settings have no route at `path` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body stopped arriving before it was complete */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Based on a version of the settings that is no longer current: `current` is the one to start from */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                        current: {
                            site: {
                                [key: string]: unknown;
                            };
                            version: string;
                        };
                    };
                };
            };
            /** @description The body is larger than 256 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The content compiler refused the page: `issues` names each field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                        issues: {
                            path: (string | number)[];
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The live editor needs the site as built (dist-ssr/ beside dist/): this server runs without it. Build the site, then restart the server. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiAdminContentSiteDraftDeployed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version: string;
                };
            };
        };
        responses: {
            /** @description The draft's version */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        version: string;
                    };
                };
            };
            /** @description The body is not valid JSON, or a field is not valid: `fields` names each one with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator, editor (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body stopped arriving before it was complete */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Based on a version of the settings that is no longer current: `current` is the one to start from */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                        current: {
                            site: {
                                [key: string]: unknown;
                            };
                            version: string;
                        };
                    };
                };
            };
            /** @description The body is larger than 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The content compiler refused the page: `issues` names each field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                        issues: {
                            path: (string | number)[];
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The live editor needs the site as built (dist-ssr/ beside dist/): this server runs without it. Build the site, then restart the server. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiAdminContentSitePublish: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version: string;
                };
            };
        };
        responses: {
            /** @description Published */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        version: string;
                        publishedAt: string;
                    };
                };
            };
            /** @description The body is not valid JSON, or a field is not valid: `fields` names each one with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator, editor (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body stopped arriving before it was complete */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Based on a version of the settings that is no longer current: `current` is the one to start from */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                        current: {
                            site: {
                                [key: string]: unknown;
                            };
                            version: string;
                        };
                    };
                };
            };
            /** @description The body is larger than 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The content compiler refused the page: `issues` names each field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                        issues: {
                            path: (string | number)[];
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The live editor needs the site as built (dist-ssr/ beside dist/): this server runs without it. Build the site, then restart the server. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiAdminContentSiteHistory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The history */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @constant */
                        kind: "published";
                        id: string;
                        at: string;
                        by: {
                            name: string;
                        };
                        summary: string;
                    } | {
                        /** @constant */
                        kind: "deployed";
                        /** @constant */
                        id: "deployed";
                        summary: string;
                    })[];
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator, editor (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The live editor needs the site as built (dist-ssr/ beside dist/): this server runs without it. Build the site, then restart the server. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiAdminContentSiteHistoryByIdRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id the history answered ('deployed' for its last entry) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    version: string;
                };
            };
        };
        responses: {
            /** @description The new draft's version */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        version: string;
                    };
                };
            };
            /** @description The body is not valid JSON, or a field is not valid: `fields` names each one with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator, editor (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The site's settings have no such history entry. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body stopped arriving before it was complete */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Based on a version of the settings that is no longer current: `current` is the one to start from */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                        current: {
                            site: {
                                [key: string]: unknown;
                            };
                            version: string;
                        };
                    };
                };
            };
            /** @description The body is larger than 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The live editor needs the site as built (dist-ssr/ beside dist/): this server runs without it. Build the site, then restart the server. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiAdminContentSitePreview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": unknown;
                };
            };
            /** @description No path, or one too long */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator, editor (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No content page at that address */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The content compiler refused the page: `issues` names each field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                        issues: {
                            path: (string | number)[];
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The live editor needs the site as built (dist-ssr/ beside dist/): this server runs without it. Build the site, then restart the server. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiAdminBlogs: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                q?: string;
                status?: "draft" | "published" | "scheduled" | "review";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        posts: components["schemas"]["Post"][];
                        total: number;
                        page: number;
                        limit: number;
                    };
                };
            };
            /** @description A query parameter is not valid: `fields` names each one with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator, editor, author, contributor (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    getApiAdminBlogsByIdRevisions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The post's id or one of its slugs */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The revisions (the oldest are pruned past about 100) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevisionSummary"][];
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator, editor, author, contributor (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Blog post not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    getApiAdminBlogsByIdRevisionsByRevisionId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The post's id or one of its slugs */
                id: string;
                /** @description An id as the API answered it (a UUID) */
                revisionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The revision */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Revision"];
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator, editor, author, contributor (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Revision not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    postApiAdminBlogsByIdRevisionsByRevisionIdRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The post's id or one of its slugs */
                id: string;
                /** @description An id as the API answered it (a UUID) */
                revisionId: string;
            };
            cookie?: never;
        };
        /** @description No body, or an empty JSON object (any fields are ignored) */
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The post as stored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Post"];
                };
            };
            /** @description The body is not valid JSON, or a field is not valid: `fields` names each one with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator, editor, author, contributor (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Revision not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body stopped arriving before it was complete */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    putApiAdminBlogsByIdAutosave: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The post's id or one of its slugs */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    content: string;
                    /** @default  */
                    imageUrl?: string;
                    /** @default  */
                    imageAlt?: string;
                    /** @default  */
                    excerpt?: string;
                    /** @default  */
                    metaTitle?: string;
                    /** @default  */
                    metaDescription?: string;
                    /** @default  */
                    socialImageUrl?: string;
                    version: number;
                    /** Format: uuid */
                    revisionId?: string;
                };
            };
        };
        responses: {
            /** @description Saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        post: components["schemas"]["Post"];
                        revision: components["schemas"]["RevisionSummary"];
                        applied: boolean;
                    };
                };
            };
            /** @description The body is not valid JSON, or a field is not valid: `fields` names each one with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator, editor, author, contributor (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Blog post not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body stopped arriving before it was complete */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The `version` sent is no longer the post's: someone saved it meanwhile. `current` is the post as it stands */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                        current: components["schemas"]["Post"];
                    };
                };
            };
            /** @description The body is larger than 650 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    postApiAdminBlogsByIdPreview: {
        parameters: {
            query?: {
                days?: number;
            };
            header?: never;
            path: {
                /** @description The post's id or one of its slugs */
                id: string;
            };
            cookie?: never;
        };
        /** @description No body, or an empty JSON object (any fields are ignored) */
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The link */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                        expiresAt: string;
                    };
                };
            };
            /** @description The body is not valid JSON, or a field is not valid: `fields` names each one with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator, editor, author (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Blog post not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body stopped arriving before it was complete */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    deleteApiAdminBlogsByIdPreview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The post's id or one of its slugs */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator, editor, author, contributor (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Blog post not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    postApiAdminBlogsByIdSubmit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The post's id or one of its slugs */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @default  */
                    note?: string;
                };
            };
        };
        responses: {
            /** @description The post, in review */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Post"];
                };
            };
            /** @description The body is not valid JSON, or a field is not valid: `fields` names each one with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator, editor, author, contributor (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Blog post not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body stopped arriving before it was complete */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The post is not a draft: it is published, scheduled or already in review */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    postApiAdminBlogsByIdReturn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The post's id or one of its slugs */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note: string;
                };
            };
        };
        responses: {
            /** @description The post, a draft again */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Post"];
                };
            };
            /** @description The body is not valid JSON, or a field is not valid: `fields` names each one with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator, editor, author (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Blog post not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body stopped arriving before it was complete */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The post is not in review */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    getApiAdminBackup: {
        parameters: {
            query?: {
                /** @description An age public key (age1...) to encrypt the archive to; repeat it for each key */
                recipient?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The archive, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/gzip": unknown;
                };
            };
            /** @description A recipient is not an age public key, or there are too many */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator (`code`: `NOT_PERMITTED`); or when the session has not signed in or re-authenticated in the last REAUTH_SECONDS (`code`: `REAUTHENTICATE`): prove it with POST /api/auth/reauthenticate, then call again */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A backup is being taken already */
            409: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    getApiAdminAudit: {
        parameters: {
            query?: {
                actor?: string;
                action?: "sign-in" | "sign-in.refused" | "reauthenticated" | "reauthentication.refused" | "sessions.ended" | "refresh-token.reused" | "passkey.added" | "passkey.removed" | "authenticator-app.added" | "authenticator-app.removed" | "recovery-codes.renewed" | "recovery-code.used" | "sign-in-rule.changed" | "user.password-reset" | "user.second-factor-reset" | "invitation.sent" | "invitation.revoked" | "invitation.accepted" | "user.role-changed" | "user.suspended" | "user.reinstated" | "user.removed" | "ownership.handed-over" | "post.published" | "post.unpublished" | "post.scheduled" | "post.unscheduled" | "post.submitted" | "post.returned" | "post.withdrawn" | "post.deleted" | "post.revision-restored" | "post.preview-link" | "page.published" | "site.published" | "backup.downloaded" | "backup.restored" | "keys.rotated" | "submission.not-spam" | "submission.resent" | "submission.exported" | "submission.assigned" | "submission.state-changed" | "submission.noted" | "submission.replied" | "calendar.holiday-added" | "calendar.holiday-removed" | "webhook.added" | "webhook.removed" | "webhook.re-enabled";
                before?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page */
            200: {
                headers: {
                    /** @description RFC 8288 link to the next page (`rel="next"`, the same filters and size), while older rows exist */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        at: string;
                        actor: {
                            id: string | null;
                            name: string;
                            email: string | null;
                        };
                        /** @enum {string} */
                        action: "sign-in" | "sign-in.refused" | "reauthenticated" | "reauthentication.refused" | "sessions.ended" | "refresh-token.reused" | "passkey.added" | "passkey.removed" | "authenticator-app.added" | "authenticator-app.removed" | "recovery-codes.renewed" | "recovery-code.used" | "sign-in-rule.changed" | "user.password-reset" | "user.second-factor-reset" | "invitation.sent" | "invitation.revoked" | "invitation.accepted" | "user.role-changed" | "user.suspended" | "user.reinstated" | "user.removed" | "ownership.handed-over" | "post.published" | "post.unpublished" | "post.scheduled" | "post.unscheduled" | "post.submitted" | "post.returned" | "post.withdrawn" | "post.deleted" | "post.revision-restored" | "post.preview-link" | "page.published" | "site.published" | "backup.downloaded" | "backup.restored" | "keys.rotated" | "submission.not-spam" | "submission.resent" | "submission.exported" | "submission.assigned" | "submission.state-changed" | "submission.noted" | "submission.replied" | "calendar.holiday-added" | "calendar.holiday-removed" | "webhook.added" | "webhook.removed" | "webhook.re-enabled";
                        target: string;
                        ip: string;
                    }[];
                };
            };
            /** @description A query parameter is not valid: `fields` names each one with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    getApiAdminInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitations */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string;
                        /** @enum {string} */
                        role: "administrator" | "editor" | "author" | "contributor";
                        invitedBy: {
                            id: string;
                            name: string;
                        } | null;
                        createdAt: string;
                        expiresAt: string;
                        /** @enum {string} */
                        status: "pending" | "expired";
                    }[];
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    postApiAdminInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    /** @enum {string} */
                    role: "administrator" | "editor" | "author" | "contributor";
                };
            };
        };
        responses: {
            /** @description The invitation and its link */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        url: string;
                        expiresAt: string;
                    };
                };
            };
            /** @description The body is not valid JSON, or a field is not valid: `fields` names each one with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator (`code`: `NOT_PERMITTED`); or when the session has not signed in or re-authenticated in the last REAUTH_SECONDS (`code`: `REAUTHENTICATE`): prove it with POST /api/auth/reauthenticate, then call again */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body stopped arriving before it was complete */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Someone on the staff already signs in with this address */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    deleteApiAdminInvitationsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id as the API answered it (a UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link no longer works */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such invitation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It was accepted already: the person is on the staff (suspend or remove them instead) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    getApiAdminUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The staff */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        email: string;
                        /** @enum {string} */
                        role: "owner" | "administrator" | "editor" | "author" | "contributor";
                        /** @enum {string} */
                        status: "active" | "suspended";
                        lastSignInAt: string | null;
                    }[];
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    deleteApiAdminUsersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id as the API answered it (a UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator (`code`: `NOT_PERMITTED`); or when the session has not signed in or re-authenticated in the last REAUTH_SECONDS (`code`: `REAUTHENTICATE`): prove it with POST /api/auth/reauthenticate, then call again */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no such person on the staff */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description That is yourself */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    patchApiAdminUsersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id as the API answered it (a UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role?: "owner" | "administrator" | "editor" | "author" | "contributor";
                    suspended?: boolean;
                };
            };
        };
        responses: {
            /** @description The person as they now are */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        email: string;
                        /** @enum {string} */
                        role: "owner" | "administrator" | "editor" | "author" | "contributor";
                        /** @enum {string} */
                        status: "active" | "suspended";
                        lastSignInAt: string | null;
                    };
                };
            };
            /** @description The body is not valid JSON, or a field is not valid: `fields` names each one with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator (`code`: `NOT_PERMITTED`); or when the session has not signed in or re-authenticated in the last REAUTH_SECONDS (`code`: `REAUTHENTICATE`): prove it with POST /api/auth/reauthenticate, then call again */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no such person on the staff */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body stopped arriving before it was complete */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The change is to yourself, or would make a suspended person the owner */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    getApiAdminQuotes: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                view?: "inbox" | "spam";
                state?: "new" | "open" | "answered" | "closed";
                assignee?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page */
            200: {
                headers: {
                    /** @description The items over all pages */
                    "X-Total-Count"?: number;
                    /** @description RFC 8288 links to the first, last, previous and next pages, each with the same page size */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fullName: string;
                        email: string;
                        phone: string;
                        companyName: string;
                        size: string;
                        contactMethod: string;
                        services: string;
                        description: string;
                        budget: string;
                        source: string;
                        additionalDetails: string;
                        deadline: string;
                        region: string;
                        id: string;
                        createdAt: string;
                        file?: components["schemas"]["InboxFile"];
                        spamReason: string | null;
                        delivery: {
                            /** @enum {string} */
                            state: "none" | "queued" | "retrying" | "sent" | "failed";
                            attempts: number;
                            lastError?: string;
                            nextAttemptAt?: string;
                            sentAt?: string;
                        };
                        /** @enum {string} */
                        state: "new" | "open" | "answered" | "closed";
                        outcome: ("won" | "lost") | null;
                        assignee: {
                            id: string;
                            name: string;
                        } | null;
                        dueAt: string;
                        firstReplyAt: string | null;
                        overdue: boolean;
                        landingPath: string | null;
                        formPath: string | null;
                    }[];
                };
            };
            /** @description A query parameter is not valid: `fields` names each one with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    getApiAdminQuotesExportCsv: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                view?: "inbox" | "spam";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": unknown;
                };
            };
            /** @description A query parameter is not valid: `fields` names each one with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    getApiAdminQuotesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id as the API answered it (a UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The item */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fullName: string;
                        email: string;
                        phone: string;
                        companyName: string;
                        size: string;
                        contactMethod: string;
                        services: string;
                        description: string;
                        budget: string;
                        source: string;
                        additionalDetails: string;
                        deadline: string;
                        region: string;
                        id: string;
                        createdAt: string;
                        file?: components["schemas"]["InboxFile"];
                        spamReason: string | null;
                        delivery: {
                            /** @enum {string} */
                            state: "none" | "queued" | "retrying" | "sent" | "failed";
                            attempts: number;
                            lastError?: string;
                            nextAttemptAt?: string;
                            sentAt?: string;
                        };
                        /** @enum {string} */
                        state: "new" | "open" | "answered" | "closed";
                        outcome: ("won" | "lost") | null;
                        assignee: {
                            id: string;
                            name: string;
                        } | null;
                        dueAt: string;
                        firstReplyAt: string | null;
                        overdue: boolean;
                        landingPath: string | null;
                        formPath: string | null;
                        notes: {
                            id: string;
                            text: string;
                            author: {
                                id: string | null;
                                name: string;
                            };
                            createdAt: string;
                        }[];
                        replies: {
                            id: string;
                            text: string;
                            author: {
                                id: string | null;
                                name: string;
                            };
                            createdAt: string;
                            delivery: {
                                /** @enum {string} */
                                state: "none" | "queued" | "retrying" | "sent" | "failed";
                                attempts: number;
                                lastError?: string;
                                nextAttemptAt?: string;
                                sentAt?: string;
                            };
                        }[];
                    };
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    patchApiAdminQuotesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id as the API answered it (a UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    state?: "new" | "open" | "answered" | "closed";
                    /** @enum {string} */
                    outcome?: "won" | "lost";
                    assigneeId?: string | null;
                };
            };
        };
        responses: {
            /** @description The item as it now stands */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fullName: string;
                        email: string;
                        phone: string;
                        companyName: string;
                        size: string;
                        contactMethod: string;
                        services: string;
                        description: string;
                        budget: string;
                        source: string;
                        additionalDetails: string;
                        deadline: string;
                        region: string;
                        id: string;
                        createdAt: string;
                        file?: components["schemas"]["InboxFile"];
                        spamReason: string | null;
                        delivery: {
                            /** @enum {string} */
                            state: "none" | "queued" | "retrying" | "sent" | "failed";
                            attempts: number;
                            lastError?: string;
                            nextAttemptAt?: string;
                            sentAt?: string;
                        };
                        /** @enum {string} */
                        state: "new" | "open" | "answered" | "closed";
                        outcome: ("won" | "lost") | null;
                        assignee: {
                            id: string;
                            name: string;
                        } | null;
                        dueAt: string;
                        firstReplyAt: string | null;
                        overdue: boolean;
                        landingPath: string | null;
                        formPath: string | null;
                    };
                };
            };
            /** @description The body is not valid JSON, or a field is not valid: `fields` names each one with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body stopped arriving before it was complete */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The change does not fit the item: an outcome for something other than a closed quote, or an assignee who may not read the inbox */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    postApiAdminQuotesByIdNotes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id as the API answered it (a UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                };
            };
        };
        responses: {
            /** @description The note */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        text: string;
                        author: {
                            id: string | null;
                            name: string;
                        };
                        createdAt: string;
                    };
                };
            };
            /** @description The body is not valid JSON, or a field is not valid: `fields` names each one with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body stopped arriving before it was complete */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No text, or more than 20,000 characters */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    postApiAdminQuotesByIdReplies: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id as the API answered it (a UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                };
            };
        };
        responses: {
            /** @description Queued */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        delivery: {
                            /** @enum {string} */
                            state: "none" | "queued" | "retrying" | "sent" | "failed";
                            attempts: number;
                            lastError?: string;
                            nextAttemptAt?: string;
                            sentAt?: string;
                        };
                    };
                };
            };
            /** @description The body is not valid JSON, or a field is not valid: `fields` names each one with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body stopped arriving before it was complete */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No text, or more than 20,000 characters */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description This server sends no mail (no SMTP_URL) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiAdminQuotesByIdNotSpam: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id as the API answered it (a UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The item as it now stands */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fullName: string;
                        email: string;
                        phone: string;
                        companyName: string;
                        size: string;
                        contactMethod: string;
                        services: string;
                        description: string;
                        budget: string;
                        source: string;
                        additionalDetails: string;
                        deadline: string;
                        region: string;
                        id: string;
                        createdAt: string;
                        file?: components["schemas"]["InboxFile"];
                        spamReason: string | null;
                        delivery: {
                            /** @enum {string} */
                            state: "none" | "queued" | "retrying" | "sent" | "failed";
                            attempts: number;
                            lastError?: string;
                            nextAttemptAt?: string;
                            sentAt?: string;
                        };
                        /** @enum {string} */
                        state: "new" | "open" | "answered" | "closed";
                        outcome: ("won" | "lost") | null;
                        assignee: {
                            id: string;
                            name: string;
                        } | null;
                        dueAt: string;
                        firstReplyAt: string | null;
                        overdue: boolean;
                        landingPath: string | null;
                        formPath: string | null;
                    };
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It no longer passes its form's rules (`fields` names what), so no mail can be written from it: it stays in Spam */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    postApiAdminQuotesByIdResend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id as the API answered it (a UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued: the item with its delivery as it now stands */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fullName: string;
                        email: string;
                        phone: string;
                        companyName: string;
                        size: string;
                        contactMethod: string;
                        services: string;
                        description: string;
                        budget: string;
                        source: string;
                        additionalDetails: string;
                        deadline: string;
                        region: string;
                        id: string;
                        createdAt: string;
                        file?: components["schemas"]["InboxFile"];
                        spamReason: string | null;
                        delivery: {
                            /** @enum {string} */
                            state: "none" | "queued" | "retrying" | "sent" | "failed";
                            attempts: number;
                            lastError?: string;
                            nextAttemptAt?: string;
                            sentAt?: string;
                        };
                        /** @enum {string} */
                        state: "new" | "open" | "answered" | "closed";
                        outcome: ("won" | "lost") | null;
                        assignee: {
                            id: string;
                            name: string;
                        } | null;
                        dueAt: string;
                        firstReplyAt: string | null;
                        overdue: boolean;
                        landingPath: string | null;
                        formPath: string | null;
                    };
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It is in Spam (move it out, which mails it), or it no longer passes its form's rules (`fields` names what) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description This server sends no mail (no SMTP_URL) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiAdminContacts: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                view?: "inbox" | "spam";
                state?: "new" | "open" | "answered" | "closed";
                assignee?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page */
            200: {
                headers: {
                    /** @description The items over all pages */
                    "X-Total-Count"?: number;
                    /** @description RFC 8288 links to the first, last, previous and next pages, each with the same page size */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        email: string;
                        phone: string;
                        subject: string;
                        message: string;
                        id: string;
                        createdAt: string;
                        file?: components["schemas"]["InboxFile"];
                        spamReason: string | null;
                        delivery: {
                            /** @enum {string} */
                            state: "none" | "queued" | "retrying" | "sent" | "failed";
                            attempts: number;
                            lastError?: string;
                            nextAttemptAt?: string;
                            sentAt?: string;
                        };
                        /** @enum {string} */
                        state: "new" | "open" | "answered" | "closed";
                        outcome: ("won" | "lost") | null;
                        assignee: {
                            id: string;
                            name: string;
                        } | null;
                        dueAt: string;
                        firstReplyAt: string | null;
                        overdue: boolean;
                        landingPath: string | null;
                        formPath: string | null;
                    }[];
                };
            };
            /** @description A query parameter is not valid: `fields` names each one with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    getApiAdminContactsExportCsv: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                view?: "inbox" | "spam";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": unknown;
                };
            };
            /** @description A query parameter is not valid: `fields` names each one with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    getApiAdminContactsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id as the API answered it (a UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The item */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        email: string;
                        phone: string;
                        subject: string;
                        message: string;
                        id: string;
                        createdAt: string;
                        file?: components["schemas"]["InboxFile"];
                        spamReason: string | null;
                        delivery: {
                            /** @enum {string} */
                            state: "none" | "queued" | "retrying" | "sent" | "failed";
                            attempts: number;
                            lastError?: string;
                            nextAttemptAt?: string;
                            sentAt?: string;
                        };
                        /** @enum {string} */
                        state: "new" | "open" | "answered" | "closed";
                        outcome: ("won" | "lost") | null;
                        assignee: {
                            id: string;
                            name: string;
                        } | null;
                        dueAt: string;
                        firstReplyAt: string | null;
                        overdue: boolean;
                        landingPath: string | null;
                        formPath: string | null;
                        notes: {
                            id: string;
                            text: string;
                            author: {
                                id: string | null;
                                name: string;
                            };
                            createdAt: string;
                        }[];
                        replies: {
                            id: string;
                            text: string;
                            author: {
                                id: string | null;
                                name: string;
                            };
                            createdAt: string;
                            delivery: {
                                /** @enum {string} */
                                state: "none" | "queued" | "retrying" | "sent" | "failed";
                                attempts: number;
                                lastError?: string;
                                nextAttemptAt?: string;
                                sentAt?: string;
                            };
                        }[];
                    };
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    patchApiAdminContactsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id as the API answered it (a UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    state?: "new" | "open" | "answered" | "closed";
                    /** @enum {string} */
                    outcome?: "won" | "lost";
                    assigneeId?: string | null;
                };
            };
        };
        responses: {
            /** @description The item as it now stands */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        email: string;
                        phone: string;
                        subject: string;
                        message: string;
                        id: string;
                        createdAt: string;
                        file?: components["schemas"]["InboxFile"];
                        spamReason: string | null;
                        delivery: {
                            /** @enum {string} */
                            state: "none" | "queued" | "retrying" | "sent" | "failed";
                            attempts: number;
                            lastError?: string;
                            nextAttemptAt?: string;
                            sentAt?: string;
                        };
                        /** @enum {string} */
                        state: "new" | "open" | "answered" | "closed";
                        outcome: ("won" | "lost") | null;
                        assignee: {
                            id: string;
                            name: string;
                        } | null;
                        dueAt: string;
                        firstReplyAt: string | null;
                        overdue: boolean;
                        landingPath: string | null;
                        formPath: string | null;
                    };
                };
            };
            /** @description The body is not valid JSON, or a field is not valid: `fields` names each one with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body stopped arriving before it was complete */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The change does not fit the item: an outcome for something other than a closed quote, or an assignee who may not read the inbox */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    postApiAdminContactsByIdNotes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id as the API answered it (a UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                };
            };
        };
        responses: {
            /** @description The note */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        text: string;
                        author: {
                            id: string | null;
                            name: string;
                        };
                        createdAt: string;
                    };
                };
            };
            /** @description The body is not valid JSON, or a field is not valid: `fields` names each one with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body stopped arriving before it was complete */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No text, or more than 20,000 characters */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    postApiAdminContactsByIdReplies: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id as the API answered it (a UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                };
            };
        };
        responses: {
            /** @description Queued */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        delivery: {
                            /** @enum {string} */
                            state: "none" | "queued" | "retrying" | "sent" | "failed";
                            attempts: number;
                            lastError?: string;
                            nextAttemptAt?: string;
                            sentAt?: string;
                        };
                    };
                };
            };
            /** @description The body is not valid JSON, or a field is not valid: `fields` names each one with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body stopped arriving before it was complete */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No text, or more than 20,000 characters */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description This server sends no mail (no SMTP_URL) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiAdminContactsByIdNotSpam: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id as the API answered it (a UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The item as it now stands */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        email: string;
                        phone: string;
                        subject: string;
                        message: string;
                        id: string;
                        createdAt: string;
                        file?: components["schemas"]["InboxFile"];
                        spamReason: string | null;
                        delivery: {
                            /** @enum {string} */
                            state: "none" | "queued" | "retrying" | "sent" | "failed";
                            attempts: number;
                            lastError?: string;
                            nextAttemptAt?: string;
                            sentAt?: string;
                        };
                        /** @enum {string} */
                        state: "new" | "open" | "answered" | "closed";
                        outcome: ("won" | "lost") | null;
                        assignee: {
                            id: string;
                            name: string;
                        } | null;
                        dueAt: string;
                        firstReplyAt: string | null;
                        overdue: boolean;
                        landingPath: string | null;
                        formPath: string | null;
                    };
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It no longer passes its form's rules (`fields` names what), so no mail can be written from it: it stays in Spam */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    postApiAdminContactsByIdResend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id as the API answered it (a UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued: the item with its delivery as it now stands */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        email: string;
                        phone: string;
                        subject: string;
                        message: string;
                        id: string;
                        createdAt: string;
                        file?: components["schemas"]["InboxFile"];
                        spamReason: string | null;
                        delivery: {
                            /** @enum {string} */
                            state: "none" | "queued" | "retrying" | "sent" | "failed";
                            attempts: number;
                            lastError?: string;
                            nextAttemptAt?: string;
                            sentAt?: string;
                        };
                        /** @enum {string} */
                        state: "new" | "open" | "answered" | "closed";
                        outcome: ("won" | "lost") | null;
                        assignee: {
                            id: string;
                            name: string;
                        } | null;
                        dueAt: string;
                        firstReplyAt: string | null;
                        overdue: boolean;
                        landingPath: string | null;
                        formPath: string | null;
                    };
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It is in Spam (move it out, which mails it), or it no longer passes its form's rules (`fields` names what) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description This server sends no mail (no SMTP_URL) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiAdminApplications: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                view?: "inbox" | "spam";
                state?: "new" | "open" | "answered" | "closed";
                assignee?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page */
            200: {
                headers: {
                    /** @description The items over all pages */
                    "X-Total-Count"?: number;
                    /** @description RFC 8288 links to the first, last, previous and next pages, each with the same page size */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        contact: string;
                        email: string;
                        town: string;
                        country: string;
                        position: string;
                        salary: string;
                        currency: string;
                        info: string;
                        openRole: boolean;
                        id: string;
                        createdAt: string;
                        file?: components["schemas"]["InboxFile"];
                        spamReason: string | null;
                        delivery: {
                            /** @enum {string} */
                            state: "none" | "queued" | "retrying" | "sent" | "failed";
                            attempts: number;
                            lastError?: string;
                            nextAttemptAt?: string;
                            sentAt?: string;
                        };
                        /** @enum {string} */
                        state: "new" | "open" | "answered" | "closed";
                        outcome: ("won" | "lost") | null;
                        assignee: {
                            id: string;
                            name: string;
                        } | null;
                        dueAt: string;
                        firstReplyAt: string | null;
                        overdue: boolean;
                        landingPath: string | null;
                        formPath: string | null;
                    }[];
                };
            };
            /** @description A query parameter is not valid: `fields` names each one with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    getApiAdminApplicationsExportCsv: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                view?: "inbox" | "spam";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": unknown;
                };
            };
            /** @description A query parameter is not valid: `fields` names each one with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    getApiAdminApplicationsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id as the API answered it (a UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The item */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        contact: string;
                        email: string;
                        town: string;
                        country: string;
                        position: string;
                        salary: string;
                        currency: string;
                        info: string;
                        openRole: boolean;
                        id: string;
                        createdAt: string;
                        file?: components["schemas"]["InboxFile"];
                        spamReason: string | null;
                        delivery: {
                            /** @enum {string} */
                            state: "none" | "queued" | "retrying" | "sent" | "failed";
                            attempts: number;
                            lastError?: string;
                            nextAttemptAt?: string;
                            sentAt?: string;
                        };
                        /** @enum {string} */
                        state: "new" | "open" | "answered" | "closed";
                        outcome: ("won" | "lost") | null;
                        assignee: {
                            id: string;
                            name: string;
                        } | null;
                        dueAt: string;
                        firstReplyAt: string | null;
                        overdue: boolean;
                        landingPath: string | null;
                        formPath: string | null;
                        notes: {
                            id: string;
                            text: string;
                            author: {
                                id: string | null;
                                name: string;
                            };
                            createdAt: string;
                        }[];
                        replies: {
                            id: string;
                            text: string;
                            author: {
                                id: string | null;
                                name: string;
                            };
                            createdAt: string;
                            delivery: {
                                /** @enum {string} */
                                state: "none" | "queued" | "retrying" | "sent" | "failed";
                                attempts: number;
                                lastError?: string;
                                nextAttemptAt?: string;
                                sentAt?: string;
                            };
                        }[];
                    };
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    patchApiAdminApplicationsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id as the API answered it (a UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    state?: "new" | "open" | "answered" | "closed";
                    /** @enum {string} */
                    outcome?: "won" | "lost";
                    assigneeId?: string | null;
                };
            };
        };
        responses: {
            /** @description The item as it now stands */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        contact: string;
                        email: string;
                        town: string;
                        country: string;
                        position: string;
                        salary: string;
                        currency: string;
                        info: string;
                        openRole: boolean;
                        id: string;
                        createdAt: string;
                        file?: components["schemas"]["InboxFile"];
                        spamReason: string | null;
                        delivery: {
                            /** @enum {string} */
                            state: "none" | "queued" | "retrying" | "sent" | "failed";
                            attempts: number;
                            lastError?: string;
                            nextAttemptAt?: string;
                            sentAt?: string;
                        };
                        /** @enum {string} */
                        state: "new" | "open" | "answered" | "closed";
                        outcome: ("won" | "lost") | null;
                        assignee: {
                            id: string;
                            name: string;
                        } | null;
                        dueAt: string;
                        firstReplyAt: string | null;
                        overdue: boolean;
                        landingPath: string | null;
                        formPath: string | null;
                    };
                };
            };
            /** @description The body is not valid JSON, or a field is not valid: `fields` names each one with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body stopped arriving before it was complete */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The change does not fit the item: an outcome for something other than a closed quote, or an assignee who may not read the inbox */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    postApiAdminApplicationsByIdNotes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id as the API answered it (a UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                };
            };
        };
        responses: {
            /** @description The note */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        text: string;
                        author: {
                            id: string | null;
                            name: string;
                        };
                        createdAt: string;
                    };
                };
            };
            /** @description The body is not valid JSON, or a field is not valid: `fields` names each one with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body stopped arriving before it was complete */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No text, or more than 20,000 characters */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    postApiAdminApplicationsByIdReplies: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id as the API answered it (a UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                };
            };
        };
        responses: {
            /** @description Queued */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        delivery: {
                            /** @enum {string} */
                            state: "none" | "queued" | "retrying" | "sent" | "failed";
                            attempts: number;
                            lastError?: string;
                            nextAttemptAt?: string;
                            sentAt?: string;
                        };
                    };
                };
            };
            /** @description The body is not valid JSON, or a field is not valid: `fields` names each one with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body stopped arriving before it was complete */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No text, or more than 20,000 characters */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description This server sends no mail (no SMTP_URL) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiAdminApplicationsByIdNotSpam: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id as the API answered it (a UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The item as it now stands */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        contact: string;
                        email: string;
                        town: string;
                        country: string;
                        position: string;
                        salary: string;
                        currency: string;
                        info: string;
                        openRole: boolean;
                        id: string;
                        createdAt: string;
                        file?: components["schemas"]["InboxFile"];
                        spamReason: string | null;
                        delivery: {
                            /** @enum {string} */
                            state: "none" | "queued" | "retrying" | "sent" | "failed";
                            attempts: number;
                            lastError?: string;
                            nextAttemptAt?: string;
                            sentAt?: string;
                        };
                        /** @enum {string} */
                        state: "new" | "open" | "answered" | "closed";
                        outcome: ("won" | "lost") | null;
                        assignee: {
                            id: string;
                            name: string;
                        } | null;
                        dueAt: string;
                        firstReplyAt: string | null;
                        overdue: boolean;
                        landingPath: string | null;
                        formPath: string | null;
                    };
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It no longer passes its form's rules (`fields` names what), so no mail can be written from it: it stays in Spam */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    postApiAdminApplicationsByIdResend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id as the API answered it (a UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued: the item with its delivery as it now stands */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        contact: string;
                        email: string;
                        town: string;
                        country: string;
                        position: string;
                        salary: string;
                        currency: string;
                        info: string;
                        openRole: boolean;
                        id: string;
                        createdAt: string;
                        file?: components["schemas"]["InboxFile"];
                        spamReason: string | null;
                        delivery: {
                            /** @enum {string} */
                            state: "none" | "queued" | "retrying" | "sent" | "failed";
                            attempts: number;
                            lastError?: string;
                            nextAttemptAt?: string;
                            sentAt?: string;
                        };
                        /** @enum {string} */
                        state: "new" | "open" | "answered" | "closed";
                        outcome: ("won" | "lost") | null;
                        assignee: {
                            id: string;
                            name: string;
                        } | null;
                        dueAt: string;
                        firstReplyAt: string | null;
                        overdue: boolean;
                        landingPath: string | null;
                        formPath: string | null;
                    };
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It is in Spam (move it out, which mails it), or it no longer passes its form's rules (`fields` names what) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description This server sends no mail (no SMTP_URL) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiAdminWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoints */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        url: string;
                        kinds: ("quote" | "contact" | "application")[];
                        createdAt: string;
                        failingSince: string | null;
                        disabledAt: string | null;
                    }[];
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    postApiAdminWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url: string;
                    kinds: ("quote" | "contact" | "application")[];
                };
            };
        };
        responses: {
            /** @description The endpoint, with its secret */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        url: string;
                        kinds: ("quote" | "contact" | "application")[];
                        createdAt: string;
                        failingSince: string | null;
                        disabledAt: string | null;
                        secret: string;
                    };
                };
            };
            /** @description The body is not valid JSON, or a field is not valid: `fields` names each one with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator (`code`: `NOT_PERMITTED`); or when the session has not signed in or re-authenticated in the last REAUTH_SECONDS (`code`: `REAUTHENTICATE`): prove it with POST /api/auth/reauthenticate, then call again */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body stopped arriving before it was complete */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There are already 20 endpoints */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    deleteApiAdminWebhooksById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id as the API answered it (a UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Webhook endpoint not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    getApiAdminWebhooksByIdDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id as the API answered it (a UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deliveries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        at: string;
                        attempt: number;
                        /** @enum {string} */
                        status: "pending" | "succeeded" | "failed";
                        responseStatus: number | null;
                        error?: string;
                        messageId: string;
                        attempts: {
                            at: string;
                            responseStatus: number | null;
                            error?: string;
                            durationMs: number;
                        }[];
                    }[];
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Webhook endpoint not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    postApiAdminWebhooksByIdDeliveriesByDeliveryIdRetry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id as the API answered it (a UUID) */
                id: string;
                /** @description The id the list answered */
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued: the delivery as it now stands */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        at: string;
                        attempt: number;
                        /** @enum {string} */
                        status: "pending" | "succeeded" | "failed";
                        responseStatus: number | null;
                        error?: string;
                        messageId: string;
                        attempts: {
                            at: string;
                            responseStatus: number | null;
                            error?: string;
                            durationMs: number;
                        }[];
                    };
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Delivery not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    getApiAdminCalendars: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The calendars */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        region: "uk" | "nepal";
                        timeZone: string;
                        workdays: number[];
                        hours: {
                            opens: string;
                            closes: string;
                        };
                        holidays: {
                            date: string;
                            name: string;
                            /** @enum {string} */
                            source: "library" | "owner";
                        }[];
                        warning?: string;
                    }[];
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    postApiAdminCalendarsByRegionHolidays: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The office: uk or nepal */
                region: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date */
                    date: string;
                    name: string;
                };
            };
        };
        responses: {
            /** @description Added: the calendars as they now stand */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        region: "uk" | "nepal";
                        timeZone: string;
                        workdays: number[];
                        hours: {
                            opens: string;
                            closes: string;
                        };
                        holidays: {
                            date: string;
                            name: string;
                            /** @enum {string} */
                            source: "library" | "owner";
                        }[];
                        warning?: string;
                    }[];
                };
            };
            /** @description The body is not valid JSON, or a field is not valid: `fields` names each one with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no such office: uk or nepal. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body stopped arriving before it was complete */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The office has a holiday that day already */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not sent as application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    deleteApiAdminCalendarsByRegionHolidaysByDate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The office: uk or nepal */
                region: string;
                /** @description The office's local date, YYYY-MM-DD */
                date: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The office has no such holiday. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    getApiAdminReportsEnquiries: {
        parameters: {
            query?: {
                /** @description The first day, YYYY-MM-DD (UTC), inclusive. Default: the Monday eleven weeks before the week of `to`. */
                from?: string;
                /** @description The last day, YYYY-MM-DD (UTC), inclusive. Default: today, by the server's clock. */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        from: string;
                        to: string;
                        weeks: {
                            week: string;
                            byKind: {
                                quotes: number;
                                contacts: number;
                                applications: number;
                            };
                            bySource: {
                                [key: string]: number;
                            };
                        }[];
                        firstReply: {
                            medianHours: number | null;
                            p90Hours: number | null;
                            count: number;
                        };
                        withinPromise: number | null;
                        promise: {
                            kept: number;
                            broken: number;
                        };
                        openByAssignee: {
                            assignee: {
                                id: string;
                                name: string;
                            } | null;
                            count: number;
                        }[];
                    };
                };
            };
            /** @description A query parameter is not valid: `fields` names each one with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The range runs backwards (`from` after `to`) or covers more than 731 days */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The database did not answer (Retry-After), or the instance is shutting down: the same call later answers it */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiAdminInsights: {
        parameters: {
            query?: {
                /** @description The first day, YYYY-MM-DD (UTC), inclusive. Default: 29 days before `to`. */
                from?: string;
                /** @description The last day, YYYY-MM-DD (UTC), inclusive. Default: today, by the server's clock. */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The insights */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        from: string;
                        to: string;
                        siteHost: string;
                        visitors: number;
                        pageviews: number;
                        enquiries: number;
                        days: {
                            date: string;
                            visitors: number;
                            pageviews: number;
                        }[];
                        pages: {
                            path: string;
                            pageviews: number;
                            visitors: number;
                            enquiries: number;
                            formEnquiries: number;
                        }[];
                        referrers: {
                            host: string;
                            visitors: number;
                            pageviews: number;
                        }[];
                        campaigns: {
                            /** @enum {string} */
                            tag: "source" | "medium" | "campaign";
                            value: string;
                            visitors: number;
                            pageviews: number;
                        }[];
                        searches: {
                            query: string;
                            count: number;
                            results: number;
                        }[];
                        notFound: {
                            path: string;
                            count: number;
                            referrers: string[];
                        }[];
                    };
                };
            };
            /** @description A query parameter is not valid: `fields` names each one with its message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator, editor (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The range runs backwards (`from` after `to`) or covers more than 731 days */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The database did not answer (Retry-After), or the instance is shutting down: the same call later answers it */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiAdminOutbox: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sends: boolean;
                        queued: number;
                        retrying: number;
                        sent: number;
                        failed: number;
                        failedByKind: {
                            quotes: number;
                            contacts: number;
                            applications: number;
                        };
                    };
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    getApiAdminFilesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id as the API answered it (a UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file as it was sent, with the type it was stored with */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": unknown;
                };
            };
            /** @description No access token, or one that has expired or was revoked: refresh it or sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused when the account's role is not one of: owner, administrator (`code`: `NOT_PERMITTED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description File not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
    getApiOpenapiJson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
            /** @description The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        fields?: {
                            [key: string]: string;
                        };
                        code?: string;
                        requestId?: string;
                    };
                };
            };
        };
    };
}
