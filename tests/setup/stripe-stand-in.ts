/**
 * A local stand-in for the Stripe API, for tests of the Stripe provider: the official SDK is
 * pointed at it (host/port settings), it records every request (method, path, form body,
 * idempotency key) and answers with objects of Stripe's shape, keeping just enough state for a
 * checkout to be completed, an account to finish onboarding, and transfers and refunds to be made.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  /** The form body, flattened: `line_items[0][price_data][unit_amount]` → '50000'. */
  body: Record<string, string>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

export async function startStripeStandIn() {
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, Record<string, unknown>>();
  const accounts = new Map<string, Record<string, unknown>>();
  const disputes = new Map<string, Record<string, unknown>>();
  const idempotent = new Map<string, unknown>();

  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      request.on('data', (chunk) => (text += chunk));
      request.on('end', () => resolve(text));
    });

  function handle(method: string, path: string, body: Record<string, string>): [number, unknown] {
    const [, , resource, objectId, sub] = path.split('?')[0]!.split('/');
    if (method === 'POST' && resource === 'checkout' && objectId === 'sessions') {
      const session = {
        object: 'checkout.session',
        id: id('cs_test'),
        url: 'https://checkout.stripe.test/pay',
        status: 'open',
        payment_status: 'unpaid',
        amount_total: Number(body['line_items[0][price_data][unit_amount]']),
        payment_intent: null,
        expires_at: Math.floor(Date.now() / 1000) + 86_400,
        metadata: pick(body, 'metadata'),
      };
      sessions.set(session.id, session);
      return [200, session];
    }
    if (method === 'GET' && resource === 'checkout' && objectId === 'sessions') {
      const session = sessions.get(sub!);
      return session ? [200, session] : missing(`checkout.session: ${sub}`);
    }
    if (method === 'POST' && resource === 'accounts') {
      const account = {
        object: 'account',
        id: id('acct'),
        payouts_enabled: false,
        details_submitted: false,
      };
      accounts.set(account.id, account);
      return [200, account];
    }
    if (method === 'GET' && resource === 'accounts') {
      const account = accounts.get(objectId!);
      return account ? [200, account] : missing(`account: ${objectId}`);
    }
    if (method === 'POST' && resource === 'account_links') {
      return [
        200,
        { object: 'account_link', url: `https://connect.stripe.test/setup/${body.account}` },
      ];
    }
    if (method === 'GET' && resource === 'disputes') {
      const dispute = disputes.get(objectId!);
      return dispute ? [200, dispute] : missing(`dispute: ${objectId}`);
    }
    if (method === 'POST' && resource === 'transfers')
      return [200, { object: 'transfer', id: id('tr') }];
    if (method === 'POST' && resource === 'refunds')
      return [200, { object: 'refund', id: id('re') }];
    return [
      404,
      { error: { type: 'invalid_request_error', message: `no route ${method} ${path}` } },
    ];
  }

  const server = createServer(async (request, response) => {
    const text = await read(request);
    const body = Object.fromEntries(new URLSearchParams(text));
    const path = request.url ?? '';
    const key = request.headers['idempotency-key'] as string | undefined;
    requests.push({
      method: request.method ?? '',
      path: path.split('?')[0]!,
      body,
      idempotencyKey: key,
      authorization: request.headers.authorization,
    });
    // Like Stripe: the same idempotency key returns the first answer.
    const cacheKey = key && `${request.method} ${path.split('?')[0]} ${key}`;
    const [status, payload] =
      cacheKey && idempotent.has(cacheKey)
        ? [200, idempotent.get(cacheKey)]
        : handle(request.method ?? '', path, body);
    if (cacheKey && status === 200) idempotent.set(cacheKey, payload);
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
    response.end(JSON.stringify(payload));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    port,
    requests,
    /** The customer paid on Stripe's page: the session completes with a payment intent and charge. */
    completeSession(sessionId: string) {
      const session = sessions.get(sessionId)!;
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: { object: 'payment_intent', id: id('pi'), latest_charge: id('ch') },
      });
      return session as { payment_intent: { id: string; latest_charge: string } };
    },
    finishOnboarding(accountId: string) {
      Object.assign(accounts.get(accountId)!, { payouts_enabled: true, details_submitted: true });
    },
    /**
     * The card network disputes a charge, as Stripe's Dispute object has it: `needs_response`,
     * funds withdrawn with a $15 fee (a balance transaction of -amount, fee 1500).
     */
    openDispute(input: { chargeId: string; paymentIntentId: string; amount: number }) {
      const dispute = {
        id: id('du'),
        object: 'dispute',
        amount: input.amount,
        balance_transactions: [
          {
            id: id('txn'),
            object: 'balance_transaction',
            amount: -input.amount,
            fee: 1500,
            net: -input.amount - 1500,
            type: 'adjustment',
            reporting_category: 'dispute',
            currency: 'usd',
          },
        ],
        charge: input.chargeId,
        created: Math.floor(Date.now() / 1000),
        currency: 'usd',
        evidence_details: {
          due_by: Math.floor(Date.now() / 1000) + 7 * 86_400,
          has_evidence: false,
        },
        is_charge_refundable: false,
        livemode: false,
        metadata: {},
        payment_intent: input.paymentIntentId,
        reason: 'fraudulent',
        status: 'needs_response',
      };
      disputes.set(dispute.id, dispute);
      return dispute;
    },
    /** The dispute ends: won gives the money back (a positive balance transaction), lost does not. */
    closeDispute(disputeId: string, outcome: 'won' | 'lost') {
      const dispute = disputes.get(disputeId)! as {
        amount: number;
        status: string;
        balance_transactions: unknown[];
      };
      dispute.status = outcome;
      if (outcome === 'won') {
        dispute.balance_transactions.push({
          id: id('txn'),
          object: 'balance_transaction',
          amount: dispute.amount,
          fee: 0,
          net: dispute.amount,
          type: 'adjustment',
          reporting_category: 'dispute_reversal',
          currency: 'usd',
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Stripe's answer for an id it does not have. */
function missing(what: string): [number, unknown] {
  return [
    404,
    {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such ${what}`,
      },
    },
  ];
}

function pick(body: Record<string, string>, prefix: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    const match = new RegExp(`^${prefix}\\[([^\\]]+)\\]$`).exec(key);
    if (match) result[match[1]!] = value;
  }
  return result;
}
