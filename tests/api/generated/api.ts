/**
 * Generated from the app's OpenAPI document (/api/docs) by openapi-typescript: do not edit.
 * Regenerate: UPDATE_API_TYPES=1 npx vitest run --project api tests/api/api-client.test.ts
 */
export interface paths {
    "/api/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account and sign in */
        post: operations["registerUser"];
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
        /** Create an account and sign in */
        post: operations["registerUserAlias"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in (or, with two-factor sign-in, start to: a code is asked next) */
        post: operations["signIn"];
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
        /** Sign in (or, with two-factor sign-in, start to: a code is asked next) */
        post: operations["signInAlias"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out */
        post: operations["signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user (401 when signed out) */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who is signed in: the user, or null for a visitor (always 200) */
        get: operations["getSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change your own password (ends your other sessions) */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/end-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out of every other device (this session stays) */
        post: operations["endOtherSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email a single-use link to reset the password (the same answer whether or not the email has an account) */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/password-reset/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with the token of a reset link (ends every session) */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether two-factor sign-in is on, and how many recovery codes are left */
        get: operations["getTwoFactorStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/two-factor/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start turning on two-factor sign-in: a new secret and its QR code (not yet on) */
        post: operations["startTwoFactorSetup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/two-factor/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn two-factor sign-in on with a first code; the recovery codes, shown once */
        post: operations["enableTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/two-factor/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn two-factor sign-in off (the password and a code or recovery code) */
        post: operations["disableTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/two-factor/recovery-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** New recovery codes for a code (the old ones stop working); shown once */
        post: operations["regenerateRecoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish signing in with a code or a recovery code, after the password */
        post: operations["completeTwoFactorSignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Projects, newest first (by relevance with q, by best match with sort=match); open and active unless status says otherwise */
        get: operations["listProjects"];
        put?: never;
        /** Submit a project: multipart (projectData JSON + optional image) or JSON (dashboard variant) */
        post: operations["createProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/technologies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Technologies of projects open for bids, most used first (the filter options) */
        get: operations["listTechnologies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A project with its owner's public name and rating and its bids as the viewer may see them */
        get: operations["getProject"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/status": {
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
        /** Owner control: pause, reactivate (active) or cancel (202 with a dispute when the project holds money) */
        patch: operations["updateProjectStatus"];
        trace?: never;
    };
    "/api/users/{id}/next-actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What needs the signed-in user now: bids to pay, deliveries and milestones to answer, bids to weigh, work to finish */
        get: operations["listNextActions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user’s projects as submitter or finisher, newest first */
        get: operations["listUserProjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/bids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Bid on an open project (developers; never on your own project; once per project) */
        post: operations["createBid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bids/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A bid with its project (the project owner and the bid developer only) */
        get: operations["getBid"];
        put?: never;
        post?: never;
        /** Withdraw your pending bid until the owner decides (it is removed; you may bid again); the owner is told */
        delete: operations["withdrawBid"];
        options?: never;
        head?: never;
        /** Change your pending bid (amount, timeline, message) until the owner decides; the owner is told */
        patch: operations["updateBid"];
        trace?: never;
    };
    "/api/bids/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept a pending bid: the project goes in progress, other pending bids are rejected */
        post: operations["acceptBid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/bids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in developer's own bids, newest first, with each project */
        get: operations["listUserBids"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/bid-table": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The project's bids as its owner weighs them: terms, the developer's record, shortlist marks */
        get: operations["listBidTable"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bids/{id}/shortlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark or unmark a bid as shortlisted (the project owner's private list) */
        put: operations["shortlistBid"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bids/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline a pending bid, with an optional reason the developer is told */
        post: operations["declineBid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invite a developer to bid on your open project, with an optional note */
        post: operations["inviteToBid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in developer's invitations to bid, newest first */
        get: operations["listInvitations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/developers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The developer directory, newest first (filters: available, skills, q) */
        get: operations["listDevelopers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/developers/{username}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A developer's public profile (404 for unknown usernames and for creators) */
        get: operations["getDeveloper"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/developers/{username}/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A developer's stats and portfolio of completed projects */
        get: operations["getDeveloperStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/profile": {
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
        /** Update your own profile: JSON, or multipart/form-data with an `avatar` image and the same fields (lists JSON-encoded) */
        patch: operations["updateProfile"];
        trace?: never;
    };
    "/api/bids/{id}/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The bid's conversation, started with a General thread the first time */
        post: operations["startConversation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/channels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's channels, latest activity first (tab: all, unread, archived) */
        get: operations["listChannels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/channels/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A channel with its threads (participants only) */
        get: operations["getChannel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/channels/{id}/archive": {
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
        /** Move a channel into or out of the signed-in participant's Archived tab */
        patch: operations["archiveChannel"];
        trace?: never;
    };
    "/api/threads/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of a thread's messages, newest last; the next page holds older ones */
        get: operations["listMessages"];
        put?: never;
        /** Send a message in a thread (the sender is the signed-in user) */
        post: operations["sendMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/threads/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark every message the other participant sent in a thread as read */
        post: operations["markThreadRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/{id}/read": {
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
        /** Mark a message read (its recipient only) */
        patch: operations["markMessageRead"];
        trace?: never;
    };
    "/api/messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where a message lives (its thread and channel), for its participants */
        get: operations["getMessageLocation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Messages waiting for the signed-in user */
        get: operations["getUnreadMessageCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bids/{id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open (or reopen) the hosted checkout for an accepted bid; the owner only */
        post: operations["startPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A payment and where its money is (the project's owner and developer) */
        get: operations["getPayment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/{id}/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask the provider how a pending checkout stands (for a return page whose webhook is late) */
        post: operations["syncPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in owner's payments, newest first: amount, fee, refunds */
        get: operations["listUserPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/earnings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in developer's money: held, waiting for onboarding, in transit, paid out */
        get: operations["getEarnings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/total-spending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the signed-in user has paid for their own projects, less refunds, in dollars */
        get: operations["getTotalSpending"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/receipts/{number}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A numbered receipt of a payment or refund (its payer and operators only) */
        get: operations["getReceipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/payments/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in owner's payments as CSV, newest first (amounts in dollars) */
        get: operations["exportUserPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/earnings/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in developer's releases as CSV, newest first (amounts in dollars) */
        get: operations["exportEarnings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stripe/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Provider events (signed): payments confirmed or expired, payout accounts updated, chargebacks */
        post: operations["receiveProviderEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stripe/create-connect-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create the developer's payout account (once) and return its onboarding link */
        post: operations["createConnectAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stripe/check-onboarding-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask the provider whether the developer's payout onboarding is complete */
        post: operations["checkOnboardingStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/milestones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A paid project's milestones, oldest first (its owner and developer) */
        get: operations["listMilestones"];
        put?: never;
        /** The owner adds a milestone to a paid project (all milestones within the bid) */
        post: operations["createMilestone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/milestones/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The developer marks a milestone completed, perhaps naming the code: a repository (the code link by default, or a fork) and a ref (branch, tag or commit) */
        post: operations["completeMilestone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/milestones/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The owner approves a completed milestone: its share is released */
        post: operations["approveMilestone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/milestones/{id}/request-changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The owner sends a completed milestone back with a note */
        post: operations["requestMilestoneChanges"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A paid project's deliveries, newest first (its owner and developer) */
        get: operations["listDeliveries"];
        put?: never;
        /** The developer delivers the work: a message, an optional link, and the repository and ref (branch, tag or commit) delivered */
        post: operations["createDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/approve-delivery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The owner approves the delivery: the project completes and the held money is released */
        post: operations["approveProjectDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deliveries/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The owner approves a delivery: the project completes and the held money is released */
        post: operations["approveDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deliveries/{id}/request-changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The owner asks for changes to a delivery, with a note */
        post: operations["requestDeliveryChanges"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/disputes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A project's disputes, newest first, at most 50 (its two parties; others get an empty list) */
        get: operations["listProjectDisputes"];
        put?: never;
        /** Either party of a paid project opens a dispute about the money it holds */
        post: operations["openDispute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/disputes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's open disputes on either side, newest first (at most 20) */
        get: operations["listMyDisputes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/disputes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A dispute's whole record: proposals, messages, evidence, deadline (parties only) */
        get: operations["getDispute"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/disputes/{id}/counter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The side the standing proposal waits for proposes another amount instead */
        post: operations["counterDispute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/disputes/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The side the standing proposal waits for accepts it: it is carried out at once */
        post: operations["acceptDispute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/disputes/{id}/escalate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Either side asks an operator to decide; the deadline stops */
        post: operations["escalateDispute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/disputes/{id}/evidence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A party adds an evidence file (multipart `file`: an image or a PDF, at most 5 MB) */
        post: operations["addDisputeEvidence"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/disputes/{id}/files/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An evidence file, as a download (parties only) */
        get: operations["getDisputeFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's notifications, newest first */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/unread-notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's unread notifications, newest first */
        get: operations["listUnreadNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{id}/read": {
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
        /** Mark one of your notifications read */
        patch: operations["markNotificationRead"];
        trace?: never;
    };
    "/api/users/{id}/mark-all-notifications-read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark all your notifications read */
        post: operations["markAllNotificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a notification to yourself (the test panel) */
        post: operations["sendTestNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email-preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your email switches, one per activity mail category (account mail has none) */
        get: operations["getEmailPreferences"];
        /** Turn one category of activity mail on or off */
        put: operations["setEmailPreference"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saved-searches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your saved searches, newest first (at most 20) */
        get: operations["listSavedSearches"];
        put?: never;
        /** Save a browse search with a name and a cadence: instant alerts, or a daily or weekly digest (developers; at most 20) */
        post: operations["createSavedSearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saved-searches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete one of your saved searches */
        delete: operations["deleteSavedSearch"];
        options?: never;
        head?: never;
        /** Change one of your saved searches: its name, filters or cadence */
        patch: operations["updateSavedSearch"];
        trace?: never;
    };
    "/api/projects/{id}/insight": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The project's repository snapshot: what was read from its code link at one commit (pending until read; failed or refused with a sentence) */
        get: operations["getRepoInsight"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/insight/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Read the project's repository again (its owner; at most once a minute) */
        post: operations["refreshRepoInsight"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/insight/summaries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A few facts of the snapshots of up to 50 projects (the browse cards) */
        get: operations["listRepoSummaries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deliveries/{id}/evidence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A delivery's evidence: its commit against the project's baseline, what changed, the checks and the tamper flags (the owner, the developer, operators) */
        get: operations["getDeliveryEvidence"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/milestones/{id}/evidence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What was read of the code a milestone's completion named, as a delivery's evidence (the owner, the developer, operators) */
        get: operations["getMilestoneEvidence"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/disputes/{id}/delivery-evidence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A dispute's record of the delivered code: the latest delivery's evidence as it was when the dispute opened, or null when none was delivered then (the parties, operators) */
        get: operations["getDisputeDeliveryEvidence"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/delivery-checks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The checks a project's deliveries must pass and whether passing them releases the money (the owner, the developer, operators) */
        get: operations["getDeliveryChecks"];
        /** The owner names the checks every delivery must pass, and may opt in to release the money as soon as they all pass on a fresh, unflagged delivery */
        put: operations["setDeliveryChecks"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/github/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** GitHub check and push events (signed): refresh the checks of the deliveries of a commit, mark evidence stale when a delivered branch moves */
        post: operations["receiveGithubEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A completed project's reviews, both sides */
        get: operations["listProjectReviews"];
        put?: never;
        /** Review the other side of a completed project (once; editable for 14 days) */
        post: operations["createReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/{id}": {
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
        /** Change your review (within 14 days of writing it) */
        patch: operations["updateReview"];
        trace?: never;
    };
    "/api/users/{username}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The reviews someone received, newest first, with each project (public) */
        get: operations["listUserReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{username}/rating": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Someone's average rating and review count (public) */
        get: operations["getUserRating"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report a project, a profile, a bid or a message to the operators */
        post: operations["createReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The users the signed-in user blocked, newest first */
        get: operations["listBlocks"];
        put?: never;
        /** Block a user: no new bids, messages or conversations between you, either way */
        post: operations["blockUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blocks/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the signed-in user blocked this user (never whether they are blocked) */
        get: operations["getBlockState"];
        put?: never;
        post?: never;
        /** Unblock a user */
        delete: operations["unblockUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Money held, released, refunded and earned this month; what waits */
        get: operations["getOpsOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/queue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What waits for an operator, oldest first: escalated disputes, chargebacks, reports, held releases */
        get: operations["listOpsQueue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/queue/counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many of each kind wait in the queue (the console's navigation) */
        get: operations["getOpsQueueCounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reports: open ones oldest first, or closed ones newest first */
        get: operations["listOpsReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/reports/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close a report with the outcome its reporter is told (and a reason for the log) */
        post: operations["closeReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/disputes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A dispute's whole record: project, bid, payment, milestones, deliveries, messages, evidence, proposals */
        get: operations["getOpsDispute"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/chargebacks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A chargeback and the record the provider asks for as evidence */
        get: operations["getOpsChargeback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/disputes/{id}/decide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decide a dispute: release cents to the developer, the rest back to the owner (reason required, shown to both) */
        post: operations["decideDispute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/chargebacks/{id}/clawback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Claw back cents of a lost chargeback from the developer's unsent earnings (idempotent by key) */
        post: operations["clawBackChargeback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit log, newest first (by operator, target, action) */
        get: operations["listAuditEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/audit.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit log as CSV, with the same filters (newest first) */
        get: operations["exportAuditEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users by name or email, newest first */
        get: operations["listOpsUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user's role, status, projects, bids, payments, sessions and audit entries */
        get: operations["getOpsUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/users/{id}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suspend a user: signed out everywhere, hidden, money waits */
        post: operations["suspendUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/users/{id}/reinstate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reinstate a suspended user */
        post: operations["reinstateUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/users/{id}/sessions/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End one of a user's sessions (by its handle), or all of them */
        post: operations["revokeUserSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/users/{id}/payouts/hold": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hold a developer's payouts (releases wait) */
        post: operations["holdPayouts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/users/{id}/payouts/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Let a developer's held payouts go */
        post: operations["releasePayouts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Projects by name or id, newest first, hidden or not */
        get: operations["listOpsProjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/projects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A project as operators see it (hidden, held money) */
        get: operations["getOpsProject"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/projects/{id}/hide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hide a project from everyone but its parties (the owner sees the reason) */
        post: operations["hideProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/projects/{id}/show": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Show a hidden project again */
        post: operations["showProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/projects/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refund all or part (amountCents) of what a project holds to its owner */
        post: operations["refundProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your latest data export: its state, its download link, when the next may start */
        get: operations["getDataExport"];
        put?: never;
        /** Start a data export of everything Finishline holds about you (once a day) */
        post: operations["startDataExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download your data export (a zip); the same 404 for anyone else */
        get: operations["downloadDataExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close your own account (the password, and the second factor when on); refused while money or a dispute depends on it */
        post: operations["closeAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/users/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close a user's account on their request, with a reason (audit-logged); the same refusals */
        post: operations["closeAccountAsOperator"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dev/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mail the app would have sent (development only, when SMTP_URL is unset) */
        get: operations["listOutboxMail"];
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
        ApiError: {
            message: string;
            /** @enum {string} */
            code: "invalid_input" | "unauthenticated" | "forbidden" | "not_found" | "method_not_allowed" | "conflict" | "too_large" | "unsupported_media_type" | "rate_limited" | "internal_error" | "second_factor_required" | "already_taken" | "two_factor_already_on" | "status_not_allowed" | "project_not_open" | "project_not_paid" | "project_not_completed" | "payment_pending" | "already_paid" | "bid_not_pending" | "bid_not_accepted" | "already_bid" | "already_invited" | "not_enough_held" | "payment_frozen" | "dispute_open" | "dispute_closed" | "dispute_escalated" | "delivery_open" | "due_date_past" | "over_bid" | "thread_closed" | "already_reviewed" | "review_locked" | "already_reported" | "report_closed" | "limit_reached" | "already_so" | "operator_target" | "not_developer" | "chargeback_not_lost" | "account_not_closable";
            errors?: {
                [key: string]: string[];
            };
        };
        Bid: {
            id: number;
            projectId: number;
            finisherId: number;
            developerUsername: string;
            /** @enum {string} */
            status: "pending" | "accepted" | "rejected" | "paid" | "completed";
            createdAt: string;
            detailsHidden: boolean;
            amount: number | null;
            timeline: number | null;
            message: string | null;
        };
        BidMoney: {
            amount: number;
            held: number;
            refunded: number;
            releasedToDeveloper: number;
        };
        BidTableRow: {
            id: number;
            /** @enum {string} */
            status: "pending" | "accepted" | "rejected" | "paid" | "completed";
            createdAt: string;
            amount: number;
            developerReceives: number;
            payment: components["schemas"]["BidMoney"] | null;
            timeline: number;
            message: string;
            shortlisted: boolean;
            declineReason: string | null;
            developer: {
                id: number;
                username: string;
                rating: number | null;
                completedProjects: number;
                matchingSkills: string[];
            };
        };
        Channel: {
            id: number;
            projectId: number;
            projectTitle: string;
            bidId: number | null;
            creatorId: number;
            developerId: number;
            creatorUsername: string;
            developerUsername: string;
            /** @enum {string} */
            viewerRole: "creator" | "developer";
            otherParty: {
                id: number;
                username: string;
                avatarUrl: string | null;
            };
            /** @enum {string} */
            status: "active" | "archived" | "closed";
            archived: boolean;
            unreadCount: number;
            canMessage: boolean;
            blockedByViewer: boolean;
            latestMessage: {
                id: number;
                threadId: number;
                senderId: number;
                preview: string;
                createdAt: string;
            } | null;
            lastMessageAt: string;
            createdAt: string;
        };
        ChannelDetail: {
            id: number;
            projectId: number;
            projectTitle: string;
            bidId: number | null;
            creatorId: number;
            developerId: number;
            creatorUsername: string;
            developerUsername: string;
            /** @enum {string} */
            viewerRole: "creator" | "developer";
            otherParty: {
                id: number;
                username: string;
                avatarUrl: string | null;
            };
            /** @enum {string} */
            status: "active" | "archived" | "closed";
            archived: boolean;
            unreadCount: number;
            canMessage: boolean;
            blockedByViewer: boolean;
            latestMessage: {
                id: number;
                threadId: number;
                senderId: number;
                preview: string;
                createdAt: string;
            } | null;
            lastMessageAt: string;
            createdAt: string;
            threads: components["schemas"]["Thread"][];
        };
        ChargebackNotice: {
            /** @enum {string} */
            status: "open" | "won" | "lost";
            amount: number;
            openedAt: string;
            closedAt: string | null;
        };
        Delivery: {
            id: number;
            projectId: number;
            finisherId: number;
            /**
             * @deprecated
             * @description Deprecated: the same as `finisherId`, which replaces it; removed in the next release.
             */
            developerId: number;
            message: string;
            link: string | null;
            /** @description The repository delivered from */
            repository: string | null;
            /** @description The branch, tag or commit named (null: its HEAD) */
            ref: string | null;
            /** @enum {string} */
            status: "submitted" | "approved" | "changes_requested";
            changesNote: string | null;
            respondedAt: string | null;
            autoApproveAt: string;
            approvedAutomatically: boolean;
            createdAt: string;
        };
        DeliveryCheckSettings: {
            /** @description Check names every delivery must pass */
            requiredChecks: string[];
            /** @description Release the money as soon as every required check passes on a fresh, unflagged delivery that descends from the baseline */
            releaseOnChecks: boolean;
            /** @description The viewer is the owner and the project is not finished */
            canChange: boolean;
        };
        DeliveryEvidence: {
            /** @enum {string} */
            status: "pending" | "ready" | "failed";
            /** @description The project’s commit when the bid was accepted */
            baseCommit: string | null;
            /** @description The delivered commit the ref named */
            headCommit: string | null;
            diff: {
                /** @description Paths changed (a rename is one) */
                files: number;
                additions: number;
                deletions: number;
                /** @description Most lines changed first */
                byLanguage: {
                    /** @description Linguist’s language of the path, or "Other" */
                    name: string;
                    files: number;
                    additions: number;
                    deletions: number;
                }[];
            } | null;
            /** @description TODO/FIXME/HACK/XXX markers at the baseline and at the delivered commit */
            todos: {
                before: number;
                after: number;
            } | null;
            flags: {
                /** @enum {string} */
                kind: "test-deleted" | "test-emptied" | "tests-skipped" | "tests-focused" | "assertions-removed" | "test-script-changed" | "ci-changed" | "coverage-lowered" | "snapshots-rewritten" | "not-descending";
                path: string | null;
                detail: string;
            }[];
            checks: {
                /** @enum {string} */
                source: "github" | "none";
                /** @enum {string} */
                state: "passing" | "failing" | "pending" | "none";
                runs: {
                    name: string;
                    conclusion: string | null;
                    url: string | null;
                }[];
            };
            /** @description The ref has moved since the evidence was read */
            stale: boolean;
            error: string | null;
            /** @description Each check the owner requires beside its result on this commit */
            required: {
                name: string;
                /** @enum {string} */
                state: "passing" | "failing" | "pending" | "not reported";
            }[];
            /** @description The owner opted in to release when they all pass */
            releaseOnChecks: boolean;
            /** @description The money was released because every required check passed */
            releasedOnChecks: boolean;
        };
        DeveloperCard: {
            id: number;
            username: string;
            avatarUrl: string | null;
            bio: string | null;
            location: string | null;
            yearsOfExperience: number | null;
            hourlyRate: number | null;
            skills: string[];
            available: boolean;
            onboardingComplete: boolean;
            verified: boolean;
        };
        DeveloperProfile: {
            id: number;
            username: string;
            avatarUrl: string | null;
            bio: string | null;
            location: string | null;
            yearsOfExperience: number | null;
            hourlyRate: number | null;
            skills: string[];
            available: boolean;
            onboardingComplete: boolean;
            verified: boolean;
            website: string | null;
            githubUrl: string | null;
            linkedinUrl: string | null;
            twitterUrl: string | null;
            languages: string[];
            frameworks: string[];
            githubProjects: string[];
            createdAt: string;
        };
        DisputeDeliveryEvidence: {
            deliveryId: number;
            /**
             * Format: date-time
             * @description When the dispute opened
             */
            recordedAt: string;
            /** @description The delivery’s evidence as it was then */
            evidence: components["schemas"]["DeliveryEvidence"];
        };
        Invitation: {
            id: number;
            note: string | null;
            createdAt: string;
            developerUsername: string;
            ownerUsername: string;
            project: {
                id: number;
                name: string;
                /** @enum {string} */
                status: "open" | "active" | "in_progress" | "paid" | "completed" | "paused" | "cancelled";
            };
            hasBid: boolean;
        };
        Message: {
            id: number;
            threadId: number;
            senderId: number;
            senderUsername: string;
            content: string;
            attachments: {
                name: string;
                url: string;
            }[];
            readAt: string | null;
            createdAt: string;
        };
        Milestone: {
            id: number;
            projectId: number;
            title: string;
            description: string | null;
            amount: number;
            /** @enum {string} */
            status: "pending" | "completed" | "approved";
            dueDate: string | null;
            overdue: boolean;
            changesNote: string | null;
            completedAt: string | null;
            approvedAt: string | null;
            autoApproveAt: string | null;
            approvedAutomatically: boolean;
            released: number;
            /** @description The repository its latest completion named (null: it named no code) */
            repository: string | null;
            /** @description The branch, tag or commit named (null: its HEAD) */
            ref: string | null;
            createdAt: string;
        };
        MyBid: {
            id: number;
            projectId: number;
            finisherId: number;
            developerUsername: string;
            /** @enum {string} */
            status: "pending" | "accepted" | "rejected" | "paid" | "completed";
            createdAt: string;
            detailsHidden: boolean;
            amount: number | null;
            timeline: number | null;
            message: string | null;
            project: {
                id: number;
                name: string;
                /** @enum {string} */
                status: "open" | "active" | "in_progress" | "paid" | "completed" | "paused" | "cancelled";
            };
            declineReason: string | null;
            payment: components["schemas"]["BidMoney"] | null;
        };
        NextAction: {
            /** @enum {string} */
            kind: "pay" | "review_delivery" | "review_milestones" | "review_bids" | "work" | "awaiting_payment";
            projectId: number;
            projectName: string;
            count: number;
            bidId: number | null;
            amount: number | null;
            developerUsername: string | null;
        };
        Notification: {
            id: number;
            userId: number;
            /** @enum {string} */
            type: "notification" | "message" | "milestone" | "milestone_completed" | "milestone_approved" | "bid" | "project" | "dispute";
            title: string;
            content: string;
            relatedId: number | null;
            isRead: boolean;
            createdAt: string;
        };
        Payment: {
            id: number;
            bidId: number;
            projectId: number;
            projectName: string;
            developerUsername: string;
            amount: number;
            platformFee: number;
            developerAmount: number;
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed" | "expired" | "partially_refunded" | "refunded";
            /** @enum {string} */
            provider: "sandbox" | "stripe";
            refunded: number;
            released: number;
            releasedToDeveloper: number;
            held: number;
            chargedBack: number;
            chargeback: components["schemas"]["ChargebackNotice"] | null;
            createdAt: string;
            receipts: {
                number: string;
                /** @enum {string} */
                kind: "payment" | "refund";
            }[];
        };
        Project: {
            id: number;
            name: string;
            description: string;
            techStack: string[];
            codeLink: string | null;
            imageUrl: string | null;
            thumbnailUrl: string | null;
            /** @enum {string} */
            status: "open" | "active" | "in_progress" | "paid" | "completed" | "paused" | "cancelled";
            submitterId: number;
            submitterUsername: string;
            submitterRating: number | null;
            submitterHasPaid: boolean;
            finisherId: number | null;
            timeframe: string | null;
            budget: number | null;
            bidCount: number;
            createdAt: string;
            submitter: {
                username: string;
                rating: number | null;
                reviewCount: number;
                completedProjects: number;
            };
            bids: components["schemas"]["Bid"][];
            payment: components["schemas"]["Payment"] | null;
            hiddenReason: string | null;
        };
        ProjectCard: {
            id: number;
            name: string;
            description: string;
            techStack: string[];
            codeLink: string | null;
            imageUrl: string | null;
            thumbnailUrl: string | null;
            /** @enum {string} */
            status: "open" | "active" | "in_progress" | "paid" | "completed" | "paused" | "cancelled";
            submitterId: number;
            submitterUsername: string;
            submitterRating: number | null;
            submitterHasPaid: boolean;
            finisherId: number | null;
            timeframe: string | null;
            budget: number | null;
            bidCount: number;
            createdAt: string;
        };
        ProjectListEntry: {
            id: number;
            name: string;
            description: string;
            techStack: string[];
            codeLink: string | null;
            imageUrl: string | null;
            thumbnailUrl: string | null;
            /** @enum {string} */
            status: "open" | "active" | "in_progress" | "paid" | "completed" | "paused" | "cancelled";
            submitterId: number;
            submitterUsername: string;
            submitterRating: number | null;
            submitterHasPaid: boolean;
            finisherId: number | null;
            timeframe: string | null;
            budget: number | null;
            bidCount: number;
            createdAt: string;
            matchedTechnologies?: string[];
        };
        Receipt: {
            number: string;
            /** @enum {string} */
            kind: "payment" | "refund";
            issuedAt: string;
            paymentId: number;
            projectId: number;
            projectName: string;
            developerUsername: string;
            payerUsername: string;
            amount: number;
            fee: number;
            /** @enum {string} */
            currency: "USD";
        };
        RepoInsight: {
            /** @enum {string} */
            status: "unread" | "pending" | "ready" | "failed" | "refused";
            codeLink: string | null;
            commit: string | null;
            /** Format: date-time */
            analyzedAt: string | null;
            /** @description By bytes (GitHub Linguist’s data), largest first; share of all, 0–1 */
            languages: {
                name: string;
                bytes: number;
                share: number;
            }[] | null;
            /** @description Regular files in the tree */
            files: number | null;
            /** @description Lines of the files in a detected language */
            lines: number | null;
            tests: {
                files: number;
                frameworks: string[];
            } | null;
            /** @description CI services configured (GitHub Actions, GitLab CI, …) */
            ci: string[] | null;
            todos: {
                count: number;
                /** @description The first 20 TODO/FIXME/HACK/XXX markers, by path and line */
                items: {
                    path: string;
                    line: number;
                    text: string;
                }[];
            } | null;
            /** @description Markdown checklist items in README, TODO and ROADMAP files */
            checklist: {
                open: number;
                done: number;
            } | null;
            /** Format: date-time */
            lastCommitAt: string | null;
            commits90d: number | null;
            authors90d: number | null;
            manifests: {
                path: string;
                kind: string;
                dependencies: number;
            }[] | null;
            /** @description The license named by its file, SPDX-style */
            license: string | null;
            /** @description The README’s path */
            readme: string | null;
            /** @description A sentence for people when failed or refused, naming the cap or the rule */
            error: string | null;
        };
        Review: {
            id: number;
            projectId: number;
            projectName: string;
            reviewer: {
                id: number;
                username: string;
                /** @enum {string} */
                role: "creator" | "developer";
            };
            reviewee: {
                id: number;
                username: string;
                /** @enum {string} */
                role: "creator" | "developer";
            };
            rating: number;
            comment: string;
            createdAt: string;
            updatedAt: string;
            editableUntil: string;
        };
        SavedSearch: {
            id: number;
            name: string;
            text: string;
            technologies: string[];
            budgetMin: number | null;
            budgetMax: number | null;
            /** @enum {string} */
            cadence: "instant" | "daily" | "weekly";
            lastDigestAt: string;
            createdAt: string;
        };
        Thread: {
            id: number;
            channelId: number;
            type: string;
            title: string;
            /** @enum {string} */
            status: "open" | "closed";
            createdAt: string;
        };
        User: {
            id: number;
            username: string;
            email: string;
            /** @enum {string} */
            role: "creator" | "developer";
            isOperator: boolean;
            avatarUrl: string | null;
            bio: string | null;
            location: string | null;
            website: string | null;
            githubUrl: string | null;
            linkedinUrl: string | null;
            twitterUrl: string | null;
            skills: string[];
            languages: string[];
            frameworks: string[];
            githubProjects: string[];
            hourlyRate: number | null;
            yearsOfExperience: number | null;
            available: boolean;
            onboardingComplete: boolean;
            stripeConnectId: string | null;
            createdAt: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description The next page, when there is one: `<url>; rel="next"` (the same query with the next cursor) */
        Link: string;
        /** @description A weak validator of the body: send it back in If-None-Match to get a 304 */
        ETag: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    registerUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    email: string;
                    password: string;
                    role?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body (or an uploaded file) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is of a media type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    registerUserAlias: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    email: string;
                    password: string;
                    role?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body (or an uploaded file) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is of a media type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    signIn: {
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
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"] | {
                        /** @enum {boolean} */
                        twoFactorRequired: true;
                    };
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body (or an uploaded file) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is of a media type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    signInAlias: {
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
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"] | {
                        /** @enum {boolean} */
                        twoFactorRequired: true;
                    };
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body (or an uploaded file) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is of a media type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: components["schemas"]["User"] | null;
                    };
                };
            };
            /** @description Not modified: the ETag sent in If-None-Match still matches */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body (or an uploaded file) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is of a media type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    endOtherSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ended: number;
                    };
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    requestPasswordReset: {
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
                };
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body (or an uploaded file) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is of a media type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    resetPassword: {
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
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body (or an uploaded file) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is of a media type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getTwoFactorStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: boolean;
                        enabledAt: string | null;
                        recoveryCodesLeft: number;
                    };
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    startTwoFactorSetup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        secret: string;
                        uri: string;
                        qrCode: string;
                    };
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body (or an uploaded file) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is of a media type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    enableTwoFactor: {
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
            /** @description OK */
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
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body (or an uploaded file) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is of a media type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    disableTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                    code: string;
                };
            };
        };
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body (or an uploaded file) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is of a media type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    regenerateRecoveryCodes: {
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
            /** @description OK */
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
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body (or an uploaded file) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is of a media type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    completeTwoFactorSignIn: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body (or an uploaded file) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is of a media type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listProjects: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                q?: string;
                tech?: string;
                budgetMin?: number;
                budgetMax?: number;
                status?: string;
                sort?: "newest" | "match";
                excludeApplied?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectListEntry"][];
                };
            };
            /** @description Not modified: the ETag sent in If-None-Match still matches */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createProject: {
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
                    description: string;
                    techStack: string[] | string;
                    codeLink?: "" | (null) | string;
                    submitterId?: number;
                    timeframe: string;
                    budget?: number | null;
                };
                "multipart/form-data": {
                    /**
                     * @description JSON text: { name, description, techStack, codeLink, timeframe?, budget? } (the fields may also be sent one by one)
                     * @example {"name":"Half-built invoicing app","description":"An invoicing app with the PDF export left to finish.","techStack":["React"],"codeLink":"https://github.com/example/invoices"}
                     */
                    projectData: string;
                    /**
                     * Format: binary
                     * @description A screenshot: PNG, JPEG, WebP or GIF
                     */
                    image?: Blob;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectCard"];
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body (or an uploaded file) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is of a media type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listTechnologies: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        count: number;
                    }[];
                };
            };
            /** @description Not modified: the ETag sent in If-None-Match still matches */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Project"];
                };
            };
            /** @description Not modified: the ETag sent in If-None-Match still matches */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateProjectStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "paused" | "cancelled" | "active";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectCard"];
                };
            };
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        projectId: number;
                        projectName: string;
                        submitterId: number;
                        /**
                         * @deprecated
                         * @description Deprecated: the same as `submitterId`, which replaces it; removed in the next release.
                         */
                        ownerId: number;
                        ownerName: string;
                        finisherId: number;
                        /**
                         * @deprecated
                         * @description Deprecated: the same as `finisherId`, which replaces it; removed in the next release.
                         */
                        developerId: number;
                        developerName: string;
                        /** @enum {string} */
                        openedBy: "owner" | "developer";
                        /** @enum {string} */
                        reason: "not_delivered" | "not_as_agreed" | "unresponsive" | "cancelled" | "other";
                        /** @enum {string} */
                        status: "open" | "countered" | "escalated" | "settled" | "decided" | "ended";
                        /**
                         * @deprecated
                         * @description Deprecated: the same as `status`, which replaces it; removed in the next release.
                         * @enum {string}
                         */
                        state: "open" | "countered" | "escalated" | "settled" | "decided" | "ended";
                        held: number;
                        amount: number;
                        developerAmount: number;
                        releasedBefore: {
                            gross: number;
                            developer: number;
                        };
                        proposedRelease: number;
                        /** @enum {string} */
                        proposedBy: "owner" | "developer";
                        /** @enum {string} */
                        viewerSide: "owner" | "developer" | "operator";
                        canAnswer: boolean;
                        canEscalate: boolean;
                        deadline: string | null;
                        release: number | null;
                        decisionReason: string | null;
                        closedAt: string | null;
                        createdAt: string;
                        events: {
                            id: number;
                            /** @enum {string} */
                            kind: "proposal" | "counter" | "message" | "evidence" | "acceptance" | "escalation" | "reminder" | "expiry" | "decision" | "ended";
                            /** @enum {string} */
                            actor: "owner" | "developer" | "operator" | "system";
                            proposedRelease: number | null;
                            message: string | null;
                            link: string | null;
                            file: {
                                id: number;
                                filename: string;
                                contentType: string;
                                size: number;
                            } | null;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body (or an uploaded file) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is of a media type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listNextActions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NextAction"][];
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listUserProjects: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                status?: string;
                as?: "submitter" | "finisher";
                hasBids?: "true" | "false";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectCard"][];
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createBid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: number;
                    timeline: number;
                    message: string;
                    finisherId?: number;
                    projectId?: number;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Bid"];
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body (or an uploaded file) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is of a media type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getBid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        projectId: number;
                        finisherId: number;
                        developerUsername: string;
                        /** @enum {string} */
                        status: "pending" | "accepted" | "rejected" | "paid" | "completed";
                        createdAt: string;
                        detailsHidden: boolean;
                        amount: number | null;
                        timeline: number | null;
                        message: string | null;
                        project: {
                            id: number;
                            name: string;
                            /** @enum {string} */
                            status: "open" | "active" | "in_progress" | "paid" | "completed" | "paused" | "cancelled";
                            submitterId: number;
                        };
                        payment: components["schemas"]["Payment"] | null;
                    };
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    withdrawBid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        projectId: number;
                    };
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateBid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: number;
                    timeline: number;
                    message: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Bid"];
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body (or an uploaded file) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is of a media type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    acceptBid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bid: components["schemas"]["Bid"];
                        project: {
                            id: number;
                            /** @enum {string} */
                            status: "open" | "active" | "in_progress" | "paid" | "completed" | "paused" | "cancelled";
                            finisherId: number;
                        };
                    };
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listUserBids: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                status?: "pending" | "accepted" | "rejected" | "paid" | "completed";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyBid"][];
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listBidTable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BidTableRow"][];
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    shortlistBid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    shortlisted: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        shortlisted: boolean;
                    };
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body (or an uploaded file) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is of a media type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    declineBid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        status: "pending" | "accepted" | "rejected" | "paid" | "completed";
                    };
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body (or an uploaded file) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is of a media type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    inviteToBid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invitation"];
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body (or an uploaded file) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is of a media type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listInvitations: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invitation"][];
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listDevelopers: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                available?: "true" | "false";
                skills?: string | string[];
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeveloperCard"][];
                };
            };
            /** @description Not modified: the ETag sent in If-None-Match still matches */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getDeveloper: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeveloperProfile"];
                };
            };
            /** @description Not modified: the ETag sent in If-None-Match still matches */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getDeveloperStats: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        completedProjects: number;
                        acceptanceRate: number;
                        averageRating: number | null;
                        reviewCount: number;
                        disputes: number;
                        disputesDecidedAgainst: number;
                        skills: string[];
                        projects: {
                            id: number;
                            name: string;
                            description: string;
                            technologies: string[];
                            completedAt: string;
                            repoUrl: string | null;
                        }[];
                    };
                };
            };
            /** @description Not modified: the ETag sent in If-None-Match still matches */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username?: string;
                    email?: string;
                    bio?: string | null;
                    location?: string | null;
                    website?: string | null;
                    githubUrl?: string | null;
                    linkedinUrl?: string | null;
                    twitterUrl?: string | null;
                    avatarUrl?: string | null;
                    skills?: string[];
                    frameworks?: string[];
                    languages?: string[];
                    githubProjects?: string[];
                    hourlyRate?: number | null;
                    yearsOfExperience?: number | null;
                    available?: boolean;
                    currentPassword?: string;
                };
                "multipart/form-data": {
                    /** @description As in the JSON body; a list as JSON text */
                    username?: string;
                    /** @description As in the JSON body; a list as JSON text */
                    email?: string;
                    /** @description As in the JSON body; a list as JSON text */
                    currentPassword?: string;
                    /** @description As in the JSON body; a list as JSON text */
                    bio?: string;
                    /** @description As in the JSON body; a list as JSON text */
                    location?: string;
                    /** @description As in the JSON body; a list as JSON text */
                    website?: string;
                    /** @description As in the JSON body; a list as JSON text */
                    githubUrl?: string;
                    /** @description As in the JSON body; a list as JSON text */
                    linkedinUrl?: string;
                    /** @description As in the JSON body; a list as JSON text */
                    twitterUrl?: string;
                    /** @description As in the JSON body; a list as JSON text */
                    avatarUrl?: string;
                    /** @description As in the JSON body; a list as JSON text */
                    skills?: string;
                    /** @description As in the JSON body; a list as JSON text */
                    frameworks?: string;
                    /** @description As in the JSON body; a list as JSON text */
                    languages?: string;
                    /** @description As in the JSON body; a list as JSON text */
                    githubProjects?: string;
                    /** @description As in the JSON body; a list as JSON text */
                    hourlyRate?: string;
                    /** @description As in the JSON body; a list as JSON text */
                    yearsOfExperience?: string;
                    /** @description As in the JSON body; a list as JSON text */
                    available?: string;
                    /**
                     * Format: binary
                     * @description The new avatar: PNG, JPEG, WebP or GIF
                     */
                    avatar?: Blob;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body (or an uploaded file) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is of a media type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    startConversation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChannelDetail"];
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listChannels: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                tab?: "all" | "unread" | "archived";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Channel"][];
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getChannel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChannelDetail"];
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    archiveChannel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    archived: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Channel"];
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body (or an uploaded file) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is of a media type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listMessages: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"][];
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    sendMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content: string;
                    /** @default [] */
                    attachments?: {
                        name: string;
                        url: string;
                    }[];
                    senderId?: number;
                    threadId?: number;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body (or an uploaded file) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is of a media type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    markThreadRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        updated: number;
                    };
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    markMessageRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        readAt: string;
                    };
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMessageLocation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        threadId: number;
                        channelId: number;
                    };
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getUnreadMessageCount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    startPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        checkoutUrl: string;
                        paymentId: number;
                    };
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payment"];
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    syncPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payment"];
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listUserPayments: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payment"][];
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getEarnings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        held: number;
                        chargebacks: {
                            /** @enum {string} */
                            status: "open" | "won" | "lost";
                            amount: number;
                            openedAt: string;
                            closedAt: string | null;
                            projectId: number;
                            projectName: string;
                        }[];
                        waitingForOnboarding: number;
                        inTransit: number;
                        paidOut: number;
                        onboardingComplete: boolean;
                        releases: {
                            id: number;
                            paymentId: number;
                            projectId: number;
                            projectName: string;
                            milestoneId: number | null;
                            /** @enum {string} */
                            origin: "milestone" | "delivery" | "settlement" | "decision";
                            gross: number;
                            developerAmount: number;
                            fee: number;
                            clawedBack: number;
                            /** @enum {string} */
                            status: "waiting_for_onboarding" | "queued" | "sending" | "sent" | "settled";
                            createdAt: string;
                            sentAt: string | null;
                        }[];
                    };
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getTotalSpending: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        totalSpent: number;
                    };
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                number: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Receipt"];
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    exportUserPayments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": Blob;
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    exportEarnings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": Blob;
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    receiveProviderEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The provider's signature of the exact body bytes (`t=<unix time>,v1=<HMAC-SHA256>`) */
                "Stripe-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    type: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        received: true;
                        duplicate: boolean;
                        /** @enum {string} */
                        ignored?: "unhandled event type" | "unknown object";
                    };
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body (or an uploaded file) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is of a media type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createConnectAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId?: number;
                    email?: string;
                } | null;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body (or an uploaded file) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is of a media type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    checkOnboardingStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId?: number;
                } | null;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        isComplete: boolean;
                        accountId: string | null;
                    };
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body (or an uploaded file) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is of a media type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listMilestones: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Milestone"][];
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createMilestone: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    description?: string | null;
                    amount: number;
                    dueDate?: ("" | string) | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Milestone"];
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body (or an uploaded file) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is of a media type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    completeMilestone: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    repository?: ("" | string) | null;
                    ref?: ("" | string) | null;
                } | null;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Milestone"];
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body (or an uploaded file) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is of a media type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    approveMilestone: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Milestone"];
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    requestMilestoneChanges: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Milestone"];
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body (or an uploaded file) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is of a media type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Delivery"][];
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message: string;
                    link?: string | null;
                    repository?: ("" | string) | null;
                    ref?: ("" | string) | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Delivery"];
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body (or an uploaded file) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is of a media type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    approveProjectDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        released: number;
                        releaseStatus: string | null;
                    };
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    approveDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Delivery"];
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    requestDeliveryChanges: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Delivery"];
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body (or an uploaded file) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is of a media type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listProjectDisputes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        projectId: number;
                        /** @enum {string} */
                        status: "open" | "countered" | "escalated" | "settled" | "decided" | "ended";
                        /**
                         * @deprecated
                         * @description Deprecated: the same as `status`, which replaces it; removed in the next release.
                         * @enum {string}
                         */
                        state: "open" | "countered" | "escalated" | "settled" | "decided" | "ended";
                        held: number;
                        proposedRelease: number;
                        release: number | null;
                        deadline: string | null;
                        createdAt: string;
                    }[];
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    openDispute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    reason: "not_delivered" | "not_as_agreed" | "unresponsive" | "cancelled" | "other";
                    message: string;
                    proposedRelease: number;
                    /** @default [] */
                    evidenceLinks?: string[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        projectId: number;
                        projectName: string;
                        submitterId: number;
                        /**
                         * @deprecated
                         * @description Deprecated: the same as `submitterId`, which replaces it; removed in the next release.
                         */
                        ownerId: number;
                        ownerName: string;
                        finisherId: number;
                        /**
                         * @deprecated
                         * @description Deprecated: the same as `finisherId`, which replaces it; removed in the next release.
                         */
                        developerId: number;
                        developerName: string;
                        /** @enum {string} */
                        openedBy: "owner" | "developer";
                        /** @enum {string} */
                        reason: "not_delivered" | "not_as_agreed" | "unresponsive" | "cancelled" | "other";
                        /** @enum {string} */
                        status: "open" | "countered" | "escalated" | "settled" | "decided" | "ended";
                        /**
                         * @deprecated
                         * @description Deprecated: the same as `status`, which replaces it; removed in the next release.
                         * @enum {string}
                         */
                        state: "open" | "countered" | "escalated" | "settled" | "decided" | "ended";
                        held: number;
                        amount: number;
                        developerAmount: number;
                        releasedBefore: {
                            gross: number;
                            developer: number;
                        };
                        proposedRelease: number;
                        /** @enum {string} */
                        proposedBy: "owner" | "developer";
                        /** @enum {string} */
                        viewerSide: "owner" | "developer" | "operator";
                        canAnswer: boolean;
                        canEscalate: boolean;
                        deadline: string | null;
                        release: number | null;
                        decisionReason: string | null;
                        closedAt: string | null;
                        createdAt: string;
                        events: {
                            id: number;
                            /** @enum {string} */
                            kind: "proposal" | "counter" | "message" | "evidence" | "acceptance" | "escalation" | "reminder" | "expiry" | "decision" | "ended";
                            /** @enum {string} */
                            actor: "owner" | "developer" | "operator" | "system";
                            proposedRelease: number | null;
                            message: string | null;
                            link: string | null;
                            file: {
                                id: number;
                                filename: string;
                                contentType: string;
                                size: number;
                            } | null;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body (or an uploaded file) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is of a media type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listMyDisputes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        projectId: number;
                        /** @enum {string} */
                        status: "open" | "countered" | "escalated" | "settled" | "decided" | "ended";
                        /**
                         * @deprecated
                         * @description Deprecated: the same as `status`, which replaces it; removed in the next release.
                         * @enum {string}
                         */
                        state: "open" | "countered" | "escalated" | "settled" | "decided" | "ended";
                        held: number;
                        proposedRelease: number;
                        release: number | null;
                        deadline: string | null;
                        createdAt: string;
                        projectName: string;
                        /** @enum {string} */
                        viewerSide: "owner" | "developer";
                        canAnswer: boolean;
                    }[];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getDispute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        projectId: number;
                        projectName: string;
                        submitterId: number;
                        /**
                         * @deprecated
                         * @description Deprecated: the same as `submitterId`, which replaces it; removed in the next release.
                         */
                        ownerId: number;
                        ownerName: string;
                        finisherId: number;
                        /**
                         * @deprecated
                         * @description Deprecated: the same as `finisherId`, which replaces it; removed in the next release.
                         */
                        developerId: number;
                        developerName: string;
                        /** @enum {string} */
                        openedBy: "owner" | "developer";
                        /** @enum {string} */
                        reason: "not_delivered" | "not_as_agreed" | "unresponsive" | "cancelled" | "other";
                        /** @enum {string} */
                        status: "open" | "countered" | "escalated" | "settled" | "decided" | "ended";
                        /**
                         * @deprecated
                         * @description Deprecated: the same as `status`, which replaces it; removed in the next release.
                         * @enum {string}
                         */
                        state: "open" | "countered" | "escalated" | "settled" | "decided" | "ended";
                        held: number;
                        amount: number;
                        developerAmount: number;
                        releasedBefore: {
                            gross: number;
                            developer: number;
                        };
                        proposedRelease: number;
                        /** @enum {string} */
                        proposedBy: "owner" | "developer";
                        /** @enum {string} */
                        viewerSide: "owner" | "developer" | "operator";
                        canAnswer: boolean;
                        canEscalate: boolean;
                        deadline: string | null;
                        release: number | null;
                        decisionReason: string | null;
                        closedAt: string | null;
                        createdAt: string;
                        events: {
                            id: number;
                            /** @enum {string} */
                            kind: "proposal" | "counter" | "message" | "evidence" | "acceptance" | "escalation" | "reminder" | "expiry" | "decision" | "ended";
                            /** @enum {string} */
                            actor: "owner" | "developer" | "operator" | "system";
                            proposedRelease: number | null;
                            message: string | null;
                            link: string | null;
                            file: {
                                id: number;
                                filename: string;
                                contentType: string;
                                size: number;
                            } | null;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    counterDispute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    proposedRelease: number;
                    message: string;
                    /** @default [] */
                    evidenceLinks?: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        projectId: number;
                        projectName: string;
                        submitterId: number;
                        /**
                         * @deprecated
                         * @description Deprecated: the same as `submitterId`, which replaces it; removed in the next release.
                         */
                        ownerId: number;
                        ownerName: string;
                        finisherId: number;
                        /**
                         * @deprecated
                         * @description Deprecated: the same as `finisherId`, which replaces it; removed in the next release.
                         */
                        developerId: number;
                        developerName: string;
                        /** @enum {string} */
                        openedBy: "owner" | "developer";
                        /** @enum {string} */
                        reason: "not_delivered" | "not_as_agreed" | "unresponsive" | "cancelled" | "other";
                        /** @enum {string} */
                        status: "open" | "countered" | "escalated" | "settled" | "decided" | "ended";
                        /**
                         * @deprecated
                         * @description Deprecated: the same as `status`, which replaces it; removed in the next release.
                         * @enum {string}
                         */
                        state: "open" | "countered" | "escalated" | "settled" | "decided" | "ended";
                        held: number;
                        amount: number;
                        developerAmount: number;
                        releasedBefore: {
                            gross: number;
                            developer: number;
                        };
                        proposedRelease: number;
                        /** @enum {string} */
                        proposedBy: "owner" | "developer";
                        /** @enum {string} */
                        viewerSide: "owner" | "developer" | "operator";
                        canAnswer: boolean;
                        canEscalate: boolean;
                        deadline: string | null;
                        release: number | null;
                        decisionReason: string | null;
                        closedAt: string | null;
                        createdAt: string;
                        events: {
                            id: number;
                            /** @enum {string} */
                            kind: "proposal" | "counter" | "message" | "evidence" | "acceptance" | "escalation" | "reminder" | "expiry" | "decision" | "ended";
                            /** @enum {string} */
                            actor: "owner" | "developer" | "operator" | "system";
                            proposedRelease: number | null;
                            message: string | null;
                            link: string | null;
                            file: {
                                id: number;
                                filename: string;
                                contentType: string;
                                size: number;
                            } | null;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body (or an uploaded file) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is of a media type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    acceptDispute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        projectId: number;
                        projectName: string;
                        submitterId: number;
                        /**
                         * @deprecated
                         * @description Deprecated: the same as `submitterId`, which replaces it; removed in the next release.
                         */
                        ownerId: number;
                        ownerName: string;
                        finisherId: number;
                        /**
                         * @deprecated
                         * @description Deprecated: the same as `finisherId`, which replaces it; removed in the next release.
                         */
                        developerId: number;
                        developerName: string;
                        /** @enum {string} */
                        openedBy: "owner" | "developer";
                        /** @enum {string} */
                        reason: "not_delivered" | "not_as_agreed" | "unresponsive" | "cancelled" | "other";
                        /** @enum {string} */
                        status: "open" | "countered" | "escalated" | "settled" | "decided" | "ended";
                        /**
                         * @deprecated
                         * @description Deprecated: the same as `status`, which replaces it; removed in the next release.
                         * @enum {string}
                         */
                        state: "open" | "countered" | "escalated" | "settled" | "decided" | "ended";
                        held: number;
                        amount: number;
                        developerAmount: number;
                        releasedBefore: {
                            gross: number;
                            developer: number;
                        };
                        proposedRelease: number;
                        /** @enum {string} */
                        proposedBy: "owner" | "developer";
                        /** @enum {string} */
                        viewerSide: "owner" | "developer" | "operator";
                        canAnswer: boolean;
                        canEscalate: boolean;
                        deadline: string | null;
                        release: number | null;
                        decisionReason: string | null;
                        closedAt: string | null;
                        createdAt: string;
                        events: {
                            id: number;
                            /** @enum {string} */
                            kind: "proposal" | "counter" | "message" | "evidence" | "acceptance" | "escalation" | "reminder" | "expiry" | "decision" | "ended";
                            /** @enum {string} */
                            actor: "owner" | "developer" | "operator" | "system";
                            proposedRelease: number | null;
                            message: string | null;
                            link: string | null;
                            file: {
                                id: number;
                                filename: string;
                                contentType: string;
                                size: number;
                            } | null;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    escalateDispute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        projectId: number;
                        projectName: string;
                        submitterId: number;
                        /**
                         * @deprecated
                         * @description Deprecated: the same as `submitterId`, which replaces it; removed in the next release.
                         */
                        ownerId: number;
                        ownerName: string;
                        finisherId: number;
                        /**
                         * @deprecated
                         * @description Deprecated: the same as `finisherId`, which replaces it; removed in the next release.
                         */
                        developerId: number;
                        developerName: string;
                        /** @enum {string} */
                        openedBy: "owner" | "developer";
                        /** @enum {string} */
                        reason: "not_delivered" | "not_as_agreed" | "unresponsive" | "cancelled" | "other";
                        /** @enum {string} */
                        status: "open" | "countered" | "escalated" | "settled" | "decided" | "ended";
                        /**
                         * @deprecated
                         * @description Deprecated: the same as `status`, which replaces it; removed in the next release.
                         * @enum {string}
                         */
                        state: "open" | "countered" | "escalated" | "settled" | "decided" | "ended";
                        held: number;
                        amount: number;
                        developerAmount: number;
                        releasedBefore: {
                            gross: number;
                            developer: number;
                        };
                        proposedRelease: number;
                        /** @enum {string} */
                        proposedBy: "owner" | "developer";
                        /** @enum {string} */
                        viewerSide: "owner" | "developer" | "operator";
                        canAnswer: boolean;
                        canEscalate: boolean;
                        deadline: string | null;
                        release: number | null;
                        decisionReason: string | null;
                        closedAt: string | null;
                        createdAt: string;
                        events: {
                            id: number;
                            /** @enum {string} */
                            kind: "proposal" | "counter" | "message" | "evidence" | "acceptance" | "escalation" | "reminder" | "expiry" | "decision" | "ended";
                            /** @enum {string} */
                            actor: "owner" | "developer" | "operator" | "system";
                            proposedRelease: number | null;
                            message: string | null;
                            link: string | null;
                            file: {
                                id: number;
                                filename: string;
                                contentType: string;
                                size: number;
                            } | null;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body (or an uploaded file) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is of a media type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    addDisputeEvidence: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The evidence: PNG, JPEG, WebP, GIF or PDF, at most 5 MB
                     */
                    file: Blob;
                    /** @description What the file shows */
                    message?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        projectId: number;
                        projectName: string;
                        submitterId: number;
                        /**
                         * @deprecated
                         * @description Deprecated: the same as `submitterId`, which replaces it; removed in the next release.
                         */
                        ownerId: number;
                        ownerName: string;
                        finisherId: number;
                        /**
                         * @deprecated
                         * @description Deprecated: the same as `finisherId`, which replaces it; removed in the next release.
                         */
                        developerId: number;
                        developerName: string;
                        /** @enum {string} */
                        openedBy: "owner" | "developer";
                        /** @enum {string} */
                        reason: "not_delivered" | "not_as_agreed" | "unresponsive" | "cancelled" | "other";
                        /** @enum {string} */
                        status: "open" | "countered" | "escalated" | "settled" | "decided" | "ended";
                        /**
                         * @deprecated
                         * @description Deprecated: the same as `status`, which replaces it; removed in the next release.
                         * @enum {string}
                         */
                        state: "open" | "countered" | "escalated" | "settled" | "decided" | "ended";
                        held: number;
                        amount: number;
                        developerAmount: number;
                        releasedBefore: {
                            gross: number;
                            developer: number;
                        };
                        proposedRelease: number;
                        /** @enum {string} */
                        proposedBy: "owner" | "developer";
                        /** @enum {string} */
                        viewerSide: "owner" | "developer" | "operator";
                        canAnswer: boolean;
                        canEscalate: boolean;
                        deadline: string | null;
                        release: number | null;
                        decisionReason: string | null;
                        closedAt: string | null;
                        createdAt: string;
                        events: {
                            id: number;
                            /** @enum {string} */
                            kind: "proposal" | "counter" | "message" | "evidence" | "acceptance" | "escalation" | "reminder" | "expiry" | "decision" | "ended";
                            /** @enum {string} */
                            actor: "owner" | "developer" | "operator" | "system";
                            proposedRelease: number | null;
                            message: string | null;
                            link: string | null;
                            file: {
                                id: number;
                                filename: string;
                                contentType: string;
                                size: number;
                            } | null;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body (or an uploaded file) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is of a media type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getDisputeFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                fileId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": Blob;
                    "image/jpeg": Blob;
                    "image/webp": Blob;
                    "image/gif": Blob;
                    "application/pdf": Blob;
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listNotifications: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notification"][];
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listUnreadNotifications: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notification"][];
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    markNotificationRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notification"];
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    markAllNotificationsRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        updated: number;
                    };
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    sendTestNotification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    content: string;
                    /**
                     * @default notification
                     * @enum {string}
                     */
                    type?: "notification" | "message" | "milestone" | "milestone_completed" | "milestone_approved" | "bid" | "project" | "dispute";
                    userId?: number;
                    relatedId?: number | null;
                    isRead?: boolean;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notification"];
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body (or an uploaded file) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is of a media type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getEmailPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        category: "new_bid" | "bid_decision" | "payment" | "work" | "reminder" | "message" | "saved_search";
                        enabled: boolean;
                    }[];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    setEmailPreference: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    category: "new_bid" | "bid_decision" | "payment" | "work" | "reminder" | "message" | "saved_search";
                    enabled: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        category: "new_bid" | "bid_decision" | "payment" | "work" | "reminder" | "message" | "saved_search";
                        enabled: boolean;
                    }[];
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body (or an uploaded file) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is of a media type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listSavedSearches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedSearch"][];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createSavedSearch: {
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
                    /** @default  */
                    text?: string;
                    technologies?: string[];
                    /** @default null */
                    budgetMin?: number | null;
                    /** @default null */
                    budgetMax?: number | null;
                    /** @enum {string} */
                    cadence: "instant" | "daily" | "weekly";
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedSearch"];
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body (or an uploaded file) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is of a media type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteSavedSearch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateSavedSearch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    text?: string;
                    technologies?: string[];
                    budgetMin?: number | null;
                    budgetMax?: number | null;
                    /** @enum {string} */
                    cadence?: "instant" | "daily" | "weekly";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedSearch"];
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body (or an uploaded file) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is of a media type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getRepoInsight: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RepoInsight"];
                };
            };
            /** @description Not modified: the ETag sent in If-None-Match still matches */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    refreshRepoInsight: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listRepoSummaries: {
        parameters: {
            query: {
                ids: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        projectId: number;
                        hasTests: boolean;
                        /** Format: date-time */
                        lastCommitAt: string;
                        topLanguage: string | null;
                    }[];
                };
            };
            /** @description Not modified: the ETag sent in If-None-Match still matches */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getDeliveryEvidence: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryEvidence"];
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMilestoneEvidence: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryEvidence"];
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getDisputeDeliveryEvidence: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DisputeDeliveryEvidence"] | null;
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getDeliveryChecks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryCheckSettings"];
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    setDeliveryChecks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    requiredChecks: string[];
                    releaseOnChecks: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryCheckSettings"];
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body (or an uploaded file) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is of a media type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    receiveGithubEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description GitHub’s `sha256=<HMAC-SHA256 of the exact body>` with the secret */
                "X-Hub-Signature-256": string;
                /** @description The event’s name */
                "X-GitHub-Event": string;
                /** @description The delivery’s id, acted on once */
                "X-GitHub-Delivery": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        received: true;
                        duplicate: boolean;
                        /** @enum {string} */
                        ignored?: "unhandled event type";
                    };
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body (or an uploaded file) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is of a media type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listProjectReviews: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Review"][];
                };
            };
            /** @description Not modified: the ETag sent in If-None-Match still matches */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rating: number;
                    comment: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Review"];
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body (or an uploaded file) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is of a media type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rating: number;
                    comment: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Review"];
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body (or an uploaded file) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is of a media type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listUserReviews: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Review"][];
                };
            };
            /** @description Not modified: the ETag sent in If-None-Match still matches */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getUserRating: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        username: string;
                        /** @enum {string} */
                        role: "creator" | "developer";
                        averageRating: number | null;
                        reviewCount: number;
                    };
                };
            };
            /** @description Not modified: the ETag sent in If-None-Match still matches */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    targetType: "project" | "user" | "bid" | "message";
                    targetId: number;
                    /** @enum {string} */
                    reason: "spam" | "fraud" | "abuse" | "inappropriate" | "other";
                    /** @default  */
                    details?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        targetType: "project" | "user" | "bid" | "message";
                        targetId: number;
                        /** @enum {string} */
                        reason: "spam" | "fraud" | "abuse" | "inappropriate" | "other";
                        details: string;
                        /** @enum {string} */
                        status: "open" | "closed";
                        outcome: string | null;
                        createdAt: string;
                        closedAt: string | null;
                    };
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body (or an uploaded file) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is of a media type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listBlocks: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            id: number;
                            username: string;
                            avatarUrl: string | null;
                        };
                        createdAt: string;
                    }[];
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    blockUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            id: number;
                            username: string;
                            avatarUrl: string | null;
                        };
                        createdAt: string;
                    };
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body (or an uploaded file) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is of a media type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getBlockState: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        userId: number;
                        blocked: boolean;
                    };
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    unblockUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getOpsOverview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        month: string;
                        heldCents: number;
                        releasedThisMonthCents: number;
                        refundedThisMonthCents: number;
                        feesThisMonthCents: number;
                        counts: {
                            suspendedUsers: number;
                            hiddenProjects: number;
                            heldPayouts: number;
                            releasesWaiting: number;
                        };
                    };
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listOpsQueue: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                kind?: "dispute" | "chargeback" | "report" | "release";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        kind: "dispute" | "chargeback" | "report" | "release";
                        id: number;
                        at: string;
                        projectId: number | null;
                        projectName: string | null;
                        userId: number | null;
                        username: string | null;
                        amountCents: number | null;
                        summary: string;
                    }[];
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getOpsQueueCounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        disputes: number;
                        chargebacks: number;
                        reports: number;
                        releases: number;
                        total: number;
                    };
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listOpsReports: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                status?: "open" | "closed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        targetType: "project" | "user" | "bid" | "message";
                        targetId: number;
                        /** @enum {string} */
                        reason: "spam" | "fraud" | "abuse" | "inappropriate" | "other";
                        details: string;
                        /** @enum {string} */
                        status: "open" | "closed";
                        outcome: string | null;
                        createdAt: string;
                        closedAt: string | null;
                        reporter: {
                            id: number;
                            username: string;
                        };
                        targetUser: {
                            id: number;
                            username: string;
                        } | null;
                        closedBy: {
                            id: number;
                            username: string;
                        } | null;
                    }[];
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    closeReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    outcome: string;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        targetType: "project" | "user" | "bid" | "message";
                        targetId: number;
                        /** @enum {string} */
                        reason: "spam" | "fraud" | "abuse" | "inappropriate" | "other";
                        details: string;
                        /** @enum {string} */
                        status: "open" | "closed";
                        outcome: string | null;
                        createdAt: string;
                        closedAt: string | null;
                    };
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body (or an uploaded file) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is of a media type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getOpsDispute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        dispute: {
                            id: number;
                            projectId: number;
                            projectName: string;
                            submitterId: number;
                            /**
                             * @deprecated
                             * @description Deprecated: the same as `submitterId`, which replaces it; removed in the next release.
                             */
                            ownerId: number;
                            ownerName: string;
                            finisherId: number;
                            /**
                             * @deprecated
                             * @description Deprecated: the same as `finisherId`, which replaces it; removed in the next release.
                             */
                            developerId: number;
                            developerName: string;
                            /** @enum {string} */
                            openedBy: "owner" | "developer";
                            /** @enum {string} */
                            reason: "not_delivered" | "not_as_agreed" | "unresponsive" | "cancelled" | "other";
                            /** @enum {string} */
                            status: "open" | "countered" | "escalated" | "settled" | "decided" | "ended";
                            /**
                             * @deprecated
                             * @description Deprecated: the same as `status`, which replaces it; removed in the next release.
                             * @enum {string}
                             */
                            state: "open" | "countered" | "escalated" | "settled" | "decided" | "ended";
                            held: number;
                            amount: number;
                            developerAmount: number;
                            releasedBefore: {
                                gross: number;
                                developer: number;
                            };
                            proposedRelease: number;
                            /** @enum {string} */
                            proposedBy: "owner" | "developer";
                            /** @enum {string} */
                            viewerSide: "owner" | "developer" | "operator";
                            canAnswer: boolean;
                            canEscalate: boolean;
                            deadline: string | null;
                            release: number | null;
                            decisionReason: string | null;
                            closedAt: string | null;
                            createdAt: string;
                            events: {
                                id: number;
                                /** @enum {string} */
                                kind: "proposal" | "counter" | "message" | "evidence" | "acceptance" | "escalation" | "reminder" | "expiry" | "decision" | "ended";
                                /** @enum {string} */
                                actor: "owner" | "developer" | "operator" | "system";
                                proposedRelease: number | null;
                                message: string | null;
                                link: string | null;
                                file: {
                                    id: number;
                                    filename: string;
                                    contentType: string;
                                    size: number;
                                } | null;
                                createdAt: string;
                            }[];
                        };
                        record: {
                            project: {
                                id: number;
                                name: string;
                                description: string;
                                status: string;
                                budget: number | null;
                                timeframe: string | null;
                                createdAt: string;
                            };
                            bid: {
                                id: number;
                                amount: number;
                                timeline: number;
                                message: string;
                                status: string;
                                createdAt: string;
                            };
                            payment: {
                                id: number;
                                amount: number;
                                platformFee: number;
                                developerAmount: number;
                                status: string;
                                provider: string;
                                createdAt: string;
                                releasedCents: number;
                                refundedCents: number;
                            };
                            milestones: {
                                id: number;
                                title: string;
                                amount: number;
                                status: string;
                                completedAt: string | null;
                                approvedAt: string | null;
                                approvedAutomatically: boolean;
                            }[];
                            deliveries: {
                                id: number;
                                message: string;
                                link: string | null;
                                status: string;
                                changesNote: string | null;
                                respondedAt: string | null;
                                approvedAutomatically: boolean;
                                createdAt: string;
                                /** @description The repository delivered from */
                                repository: string | null;
                                /** @description The branch, tag or commit named (null: its HEAD) */
                                ref: string | null;
                                /** @description What was read of the delivered commit; null: no repository was named */
                                evidence: components["schemas"]["DeliveryEvidence"] | null;
                            }[];
                            messages: {
                                id: number;
                                /** @enum {string} */
                                side: "owner" | "developer";
                                content: string;
                                createdAt: string;
                            }[];
                            messagesTotal: number;
                        };
                    };
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getOpsChargeback: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        provider: string;
                        externalId: string;
                        /** @enum {string} */
                        status: "open" | "won" | "lost";
                        reason: string | null;
                        amount: number;
                        withdrawn: number;
                        fee: number;
                        heldTaken: number;
                        reinstated: number;
                        createdAt: string;
                        closedAt: string | null;
                        owner: {
                            id: number;
                            username: string;
                            email: string;
                        };
                        developer: {
                            id: number;
                            username: string;
                        };
                        clawback: {
                            unsentCents: number;
                            lossCents: number;
                            clawedBackCents: number;
                            maxCents: number;
                        };
                        record: {
                            project: {
                                id: number;
                                name: string;
                                description: string;
                                status: string;
                                budget: number | null;
                                timeframe: string | null;
                                createdAt: string;
                            };
                            bid: {
                                id: number;
                                amount: number;
                                timeline: number;
                                message: string;
                                status: string;
                                createdAt: string;
                            };
                            payment: {
                                id: number;
                                amount: number;
                                platformFee: number;
                                developerAmount: number;
                                status: string;
                                provider: string;
                                createdAt: string;
                                releasedCents: number;
                                refundedCents: number;
                            };
                            milestones: {
                                id: number;
                                title: string;
                                amount: number;
                                status: string;
                                completedAt: string | null;
                                approvedAt: string | null;
                                approvedAutomatically: boolean;
                            }[];
                            deliveries: {
                                id: number;
                                message: string;
                                link: string | null;
                                status: string;
                                changesNote: string | null;
                                respondedAt: string | null;
                                approvedAutomatically: boolean;
                                createdAt: string;
                                /** @description The repository delivered from */
                                repository: string | null;
                                /** @description The branch, tag or commit named (null: its HEAD) */
                                ref: string | null;
                                /** @description What was read of the delivered commit; null: no repository was named */
                                evidence: components["schemas"]["DeliveryEvidence"] | null;
                            }[];
                            messages: {
                                id: number;
                                /** @enum {string} */
                                side: "owner" | "developer";
                                content: string;
                                createdAt: string;
                            }[];
                            messagesTotal: number;
                        };
                    };
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    decideDispute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    release: number;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        disputeId: number;
                        projectId: number;
                        status: string;
                        /**
                         * @deprecated
                         * @description Deprecated: the same as `status`, which replaces it; removed in the next release.
                         */
                        state: string;
                        releasedCents: number;
                        refundedCents: number;
                    };
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body (or an uploaded file) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is of a media type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    clawBackChargeback: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                    amountCents: number;
                    idempotencyKey: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clawbackId: number;
                        chargebackId: number;
                        finisherId: number;
                        /**
                         * @deprecated
                         * @description Deprecated: the same as `finisherId`, which replaces it; removed in the next release.
                         */
                        developerId: number;
                        clawedBackCents: number;
                        unsentCents: number;
                        releases: {
                            releaseId: number;
                            cents: number;
                            settled: boolean;
                        }[];
                        replayed: boolean;
                    };
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body (or an uploaded file) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is of a media type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listAuditEntries: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                operatorId?: number;
                targetType?: "user" | "project" | "payment" | "dispute" | "report" | "chargeback";
                targetId?: number;
                action?: "operator.grant" | "operator.revoke" | "user.suspend" | "user.reinstate" | "user.sessions_revoke" | "user.close" | "project.hide" | "project.show" | "payment.refund" | "payouts.hold" | "payouts.release" | "dispute.decide" | "report.close" | "chargeback.clawback";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        operatorId: number | null;
                        operatorName: string | null;
                        /** @enum {string} */
                        action: "operator.grant" | "operator.revoke" | "user.suspend" | "user.reinstate" | "user.sessions_revoke" | "user.close" | "project.hide" | "project.show" | "payment.refund" | "payouts.hold" | "payouts.release" | "dispute.decide" | "report.close" | "chargeback.clawback";
                        /** @enum {string} */
                        targetType: "user" | "project" | "payment" | "dispute" | "report" | "chargeback";
                        targetId: number;
                        reason: string;
                        before: unknown;
                        after: unknown;
                        address: string | null;
                        createdAt: string;
                    }[];
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    exportAuditEntries: {
        parameters: {
            query?: {
                operatorId?: number;
                targetType?: "user" | "project" | "payment" | "dispute" | "report" | "chargeback";
                targetId?: number;
                action?: "operator.grant" | "operator.revoke" | "user.suspend" | "user.reinstate" | "user.sessions_revoke" | "user.close" | "project.hide" | "project.show" | "payment.refund" | "payouts.hold" | "payouts.release" | "dispute.decide" | "report.close" | "chargeback.clawback";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": Blob;
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listOpsUsers: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                q?: string;
                status?: "active" | "suspended";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        username: string;
                        email: string;
                        /** @enum {string} */
                        role: "creator" | "developer";
                        isOperator: boolean;
                        /** @enum {string} */
                        status: "active" | "suspended" | "closed";
                        suspendedAt: string | null;
                        suspensionReason: string | null;
                        payoutsHeld: boolean;
                        twoFactor: boolean;
                        createdAt: string;
                    }[];
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getOpsUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        username: string;
                        email: string;
                        /** @enum {string} */
                        role: "creator" | "developer";
                        isOperator: boolean;
                        /** @enum {string} */
                        status: "active" | "suspended" | "closed";
                        suspendedAt: string | null;
                        suspensionReason: string | null;
                        payoutsHeld: boolean;
                        twoFactor: boolean;
                        createdAt: string;
                        projects: {
                            id: number;
                            name: string;
                            status: string;
                            hidden: boolean;
                            createdAt: string;
                        }[];
                        bids: {
                            id: number;
                            projectId: number;
                            projectName: string;
                            amount: number;
                            status: string;
                            createdAt: string;
                        }[];
                        payments: {
                            id: number;
                            projectId: number;
                            projectName: string;
                            /** @enum {string} */
                            side: "payer" | "payee";
                            amount: number;
                            status: string;
                            createdAt: string;
                        }[];
                        payableCents: number;
                        sessions: {
                            handle: string;
                            createdAt: string;
                            expiresAt: string;
                            secondFactor: boolean;
                        }[];
                        audit: {
                            id: number;
                            operatorId: number | null;
                            operatorName: string | null;
                            /** @enum {string} */
                            action: "operator.grant" | "operator.revoke" | "user.suspend" | "user.reinstate" | "user.sessions_revoke" | "user.close" | "project.hide" | "project.show" | "payment.refund" | "payouts.hold" | "payouts.release" | "dispute.decide" | "report.close" | "chargeback.clawback";
                            /** @enum {string} */
                            targetType: "user" | "project" | "payment" | "dispute" | "report" | "chargeback";
                            targetId: number;
                            reason: string;
                            before: unknown;
                            after: unknown;
                            address: string | null;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    suspendUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        username: string;
                        email: string;
                        /** @enum {string} */
                        role: "creator" | "developer";
                        isOperator: boolean;
                        /** @enum {string} */
                        status: "active" | "suspended" | "closed";
                        suspendedAt: string | null;
                        suspensionReason: string | null;
                        payoutsHeld: boolean;
                        twoFactor: boolean;
                        createdAt: string;
                    };
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body (or an uploaded file) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is of a media type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    reinstateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        username: string;
                        email: string;
                        /** @enum {string} */
                        role: "creator" | "developer";
                        isOperator: boolean;
                        /** @enum {string} */
                        status: "active" | "suspended" | "closed";
                        suspendedAt: string | null;
                        suspensionReason: string | null;
                        payoutsHeld: boolean;
                        twoFactor: boolean;
                        createdAt: string;
                    };
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body (or an uploaded file) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is of a media type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    revokeUserSessions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                    handle?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ended: number;
                    };
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body (or an uploaded file) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is of a media type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    holdPayouts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        userId: number;
                        payoutsHeld: boolean;
                    };
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body (or an uploaded file) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is of a media type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    releasePayouts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        userId: number;
                        payoutsHeld: boolean;
                    };
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body (or an uploaded file) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is of a media type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listOpsProjects: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                q?: string;
                hidden?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        status: string;
                        submitterId: number;
                        /**
                         * @deprecated
                         * @description Deprecated: the same as `submitterId`, which replaces it; removed in the next release.
                         */
                        ownerId: number;
                        ownerName: string;
                        hidden: boolean;
                        hiddenReason: string | null;
                        heldCents: number;
                        createdAt: string;
                    }[];
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getOpsProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        status: string;
                        submitterId: number;
                        /**
                         * @deprecated
                         * @description Deprecated: the same as `submitterId`, which replaces it; removed in the next release.
                         */
                        ownerId: number;
                        ownerName: string;
                        hidden: boolean;
                        hiddenReason: string | null;
                        heldCents: number;
                        createdAt: string;
                    };
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    hideProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        status: string;
                        submitterId: number;
                        /**
                         * @deprecated
                         * @description Deprecated: the same as `submitterId`, which replaces it; removed in the next release.
                         */
                        ownerId: number;
                        ownerName: string;
                        hidden: boolean;
                        hiddenReason: string | null;
                        heldCents: number;
                        createdAt: string;
                    };
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body (or an uploaded file) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is of a media type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    showProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        status: string;
                        submitterId: number;
                        /**
                         * @deprecated
                         * @description Deprecated: the same as `submitterId`, which replaces it; removed in the next release.
                         */
                        ownerId: number;
                        ownerName: string;
                        hidden: boolean;
                        hiddenReason: string | null;
                        heldCents: number;
                        createdAt: string;
                    };
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body (or an uploaded file) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is of a media type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    refundProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                    amountCents?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        projectId: number;
                        paymentId: number;
                        refundedCents: number;
                        heldCents: number;
                    };
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body (or an uploaded file) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is of a media type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getDataExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        export: {
                            id: number;
                            /** @enum {string} */
                            status: "building" | "ready" | "expired";
                            requestedAt: string;
                            readyAt: string | null;
                            expiresAt: string | null;
                            size: number | null;
                            downloadUrl: string | null;
                        } | null;
                        nextExportAt: string | null;
                    };
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    startDataExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        export: {
                            id: number;
                            /** @enum {string} */
                            status: "building" | "ready" | "expired";
                            requestedAt: string;
                            readyAt: string | null;
                            expiresAt: string | null;
                            size: number | null;
                            downloadUrl: string | null;
                        } | null;
                        nextExportAt: string | null;
                    };
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    downloadDataExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    closeAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    code?: string;
                };
            };
        };
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body (or an uploaded file) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is of a media type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    closeAccountAsOperator: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        username: string;
                        email: string;
                        /** @enum {string} */
                        role: "creator" | "developer";
                        isOperator: boolean;
                        /** @enum {string} */
                        status: "active" | "suspended" | "closed";
                        suspendedAt: string | null;
                        suspensionReason: string | null;
                        payoutsHeld: boolean;
                        twoFactor: boolean;
                        createdAt: string;
                    };
                };
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in (or the session ended) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not allowed for this user (spec section 6, decisions.md Roles): another user's resource, an id naming someone else, what only the owner or the developer may do; or a write from a foreign Origin. The message says which */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body (or an uploaded file) is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The body is of a media type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds */
            429: {
                headers: {
                    /** @description Seconds until the limit lets this request through */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listOutboxMail: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        to: string;
                        subject: string;
                        text: string;
                        html: string | null;
                        createdAt: string;
                    }[];
                };
            };
            /** @description Not modified: the ETag sent in If-None-Match still matches */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input breaks a rule (a malformed id, query or body); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not found, or not visible to this user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
}
