/**
 * "Download your data" (issue 41; docs/decisions/your-data.md): one export a day, built by the
 * job into one zip whose JSON validates against the schemas it carries, a notification and a
 * mail when it is ready, the archive for its owner only (404 for anyone else), gone after 7 days.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { dataExports, mailOutbox, notifications } from '../../src/server/db/schema.js';
import { purgeExpiredExports } from '../../src/server/features/your-data/data-exports.js';
import { EXPORT_FILES } from '../../src/server/features/your-data/export-files.js';
import { paidProject } from '../setup/payments.js';
import { createTestApp, type TestUser } from '../setup/test-app.js';

const test = await createTestApp();
const { app, db, signUp } = test;

const as = (who: TestUser | null) => (who ? { cookie: who.cookie } : {});
const post = (url: string, who: TestUser | null, payload?: object) =>
  app.inject({ method: 'POST', url, headers: as(who), ...(payload && { payload }) });
const get = (url: string, who: TestUser | null) => app.inject({ url, headers: as(who) });
const exportUrl = (who: TestUser) => `/api/users/${who.user.id}/export`;

/** An owner and a developer who bid and talked: something in most files. */
async function twoPeopleWhoTalked() {
  const owner = await signUp({ role: 'creator' });
  const developer = await signUp({ role: 'developer' });
  const project = await post('/api/projects', owner, {
    name: 'Export me',
    description: 'A project whose bids and messages go into the export.',
    techStack: ['Go'],
    timeframe: '1 week',
    budget: 300,
  });
  const bid = await post(`/api/projects/${project.json().id}/bids`, developer, {
    amount: 250,
    timeline: 4,
    message: 'I will finish it with tests.',
  });
  const channel = (await post(`/api/bids/${bid.json().id}/conversations`, owner)).json();
  for (const [who, content] of [
    [owner, 'When can you start?'],
    [developer, 'Tomorrow morning.'],
  ] as const) {
    await post(`/api/threads/${channel.threads[0].id}/messages`, who, { content });
  }
  await post('/api/saved-searches', developer, {
    name: 'Go work',
    text: 'go',
    technologies: ['Go'],
    cadence: 'daily',
  });
  return { owner, developer };
}

describe('the data export', () => {
  it('builds one archive whose JSON validates against its schemas, once a day', async () => {
    const { owner, developer } = await twoPeopleWhoTalked();
    expect((await post(exportUrl(developer), null)).statusCode).toBe(401);
    expect((await post(exportUrl(developer), owner)).statusCode).toBe(403);
    expect((await get(exportUrl(developer), owner)).statusCode).toBe(403);
    expect((await get(exportUrl(developer), developer)).json()).toEqual({
      export: null,
      nextExportAt: null,
    });

    const started = await post(exportUrl(developer), developer);
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json().export).toMatchObject({ status: 'building', downloadUrl: null });
    expect(started.json().nextExportAt).toEqual(expect.any(String));
    const again = await post(exportUrl(developer), developer);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/once a day/);

    await app.jobs.runDue();
    const status = (await get(exportUrl(developer), developer)).json();
    expect(status.export).toMatchObject({ status: 'ready', size: expect.any(Number) });
    const downloadUrl = status.export.downloadUrl as string;
    expect(downloadUrl).toBe(`/api/exports/${status.export.id}/archive`);

    // Told in the app and by mail.
    const [note] = await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, developer.user.id))
      .orderBy(sql`${notifications.id} desc`)
      .limit(1);
    expect(note!.title).toBe('Your data is ready');
    await app.mail.idle();
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, developer.user.email));
    expect(mails.map((m) => m.subject)).toContain('Your Finishline data is ready');

    // The archive: for its owner only.
    expect((await get(downloadUrl, null)).statusCode).toBe(401);
    expect((await get(downloadUrl, owner)).statusCode).toBe(404);
    const archive = await get(downloadUrl, developer);
    expect(archive.statusCode).toBe(200);
    expect(archive.headers['content-type']).toBe('application/zip');
    expect(archive.headers['content-disposition']).toMatch(
      /attachment; filename="finishline-data-/,
    );
    const files = unzipSync(new Uint8Array(archive.rawPayload));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['README.md']));
    const readme = strFromU8(files['README.md']!);
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    for (const name of Object.keys(EXPORT_FILES)) {
      expect(readme).toContain(`| ${name} |`);
      const schema = JSON.parse(
        strFromU8(files[`schemas/${name.replace('.json', '.schema.json')}`]!),
      );
      const data: unknown = JSON.parse(strFromU8(files[name]!));
      const validate = ajv.compile(schema);
      expect(validate(data), `${name}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
    const json = (name: string) => JSON.parse(strFromU8(files[name]!));
    expect(json('profile.json')).toMatchObject({
      id: developer.user.id,
      username: developer.user.username,
      email: developer.user.email,
    });
    expect(json('messages.json')).toEqual([
      expect.objectContaining({ from: owner.user.username, content: 'When can you start?' }),
      expect.objectContaining({ from: 'you', content: 'Tomorrow morning.' }),
    ]);
    expect(json('bids.json')).toEqual([
      expect.objectContaining({ direction: 'made', amount: 250 }),
    ]);
    expect(json('saved-searches.json')).toEqual([expect.objectContaining({ name: 'Go work' })]);
    expect(json('sign-ins.json').sessions.length).toBeGreaterThan(0);
    expect(JSON.stringify(json('profile.json'))).not.toContain('passwordHash');

    // A schema rejects what it does not describe: the check can fail.
    const profileSchema = JSON.parse(strFromU8(files['schemas/profile.schema.json']!));
    expect(ajv.compile(profileSchema)({ ...json('profile.json'), role: 'admin' })).toBe(false);
  });

  it('holds the dispute evidence they uploaded, not the other party’s', async () => {
    const { owner, developer, project } = await paidProject(test);
    const dispute = await post(`/api/projects/${project.id}/disputes`, developer, {
      reason: 'not_as_agreed',
      message: 'The work was delivered as agreed; the evidence shows it.',
      proposedRelease: 30_000,
    });
    expect(dispute.statusCode, dispute.body).toBe(201);
    const disputeId = dispute.json().id as number;
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1');
    const upload = async (who: TestUser, data: Buffer, filename: string) => {
      const boundary = '----export-evidence';
      const added = await app.inject({
        method: 'POST',
        url: `/api/disputes/${disputeId}/evidence`,
        headers: {
          cookie: who.cookie,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
          ),
          data,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
      expect(added.statusCode, added.body).toBe(200);
      return added.json().events.at(-1).file.id as number;
    };
    const shot = await upload(developer, png, 'screen shot.png');
    await upload(owner, pdf, 'contract.pdf');

    expect((await post(exportUrl(developer), developer)).statusCode).toBe(202);
    await app.jobs.runDue();
    const { downloadUrl } = (await get(exportUrl(developer), developer)).json().export;
    const files = unzipSync(new Uint8Array((await get(downloadUrl, developer)).rawPayload));
    const evidence = Object.keys(files).filter((name) => name.startsWith('files/dispute-'));
    expect(evidence).toEqual([`files/dispute-${disputeId}-${shot}-screen shot.png`]);
    expect(Buffer.from(files[evidence[0]!]!).equals(png)).toBe(true);
    expect(strFromU8(files['README.md']!)).toContain('the evidence you added to disputes');
  });

  it('expires after 7 days; a new one may start a day later', async () => {
    const user = await signUp({ role: 'creator' });
    await post(exportUrl(user), user);
    await app.jobs.runDue();
    const { export: built } = (await get(exportUrl(user), user)).json();
    await db
      .update(dataExports)
      .set({
        createdAt: new Date(Date.now() - 8 * 86_400_000),
        expiresAt: new Date(Date.now() - 60_000),
      })
      .where(eq(dataExports.id, built.id));
    const status = (await get(exportUrl(user), user)).json();
    expect(status).toEqual({
      export: expect.objectContaining({ status: 'expired', downloadUrl: null }),
      nextExportAt: null,
    });
    expect((await get(`/api/exports/${built.id}/archive`, user)).statusCode).toBe(404);
    expect(await purgeExpiredExports(db)).toBe(1);
    const [row] = await db.select().from(dataExports).where(eq(dataExports.id, built.id));
    expect(row).toMatchObject({ status: 'expired', archive: null });
    expect((await post(exportUrl(user), user)).statusCode).toBe(202);
  });

  it('goes with a closed account', async () => {
    const user = await signUp({ role: 'developer' });
    await post(exportUrl(user), user);
    await app.jobs.runDue();
    expect(
      (await post(`/api/users/${user.user.id}/close`, user, { password: 'correct-horse' }))
        .statusCode,
    ).toBe(204);
    expect(await db.select().from(dataExports).where(eq(dataExports.userId, user.user.id))).toEqual(
      [],
    );
  });
});
