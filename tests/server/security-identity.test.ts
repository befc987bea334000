import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MAX_IDENTITY_IMAGE_TEXT } from '../../contract/security';
import { storedDocuments } from '../../server/domain/security/identity';
import { MAX_IMAGE_BYTES, MAX_IMAGE_TEXT } from '../../server/domain/uploaded-image';
import { getAs, LUCKY7, loginToken, PERLAS, ROYAL88, testApp } from './support/app';
import { dataUrl, jpegBytes, pngBytes, postAs, securityConfigOf } from './support/security';

let app: FastifyInstance;

beforeAll(async () => {
  ({ app } = await testApp());
});
afterAll(() => app.close());

const images = () => ({
  idFront: dataUrl(pngBytes(100)),
  idBack: jpegBytes(200).toString('base64'),
  selfie: dataUrl(jpegBytes(300), 'image/jpeg'),
});

const submit = (merchant: string, token: string, body: Record<string, unknown>) =>
  postAs(app, merchant, token, '/wps/member/identity', body);

function decide(
  merchant: string,
  username: string,
  decision: 'approve' | 'reject',
  reason?: string,
) {
  return app.inject({
    method: 'POST',
    url: `/dev/kyc/${username}/decide`,
    headers: { merchant },
    payload: { decision, ...(reason ? { reason } : {}) },
  });
}

async function memberIdOf(merchant: string, token: string) {
  return (await getAs(app, merchant, '/wps/member/info', token)).json().value.id as number;
}

describe('identity verification', () => {
  it('stores the three images and goes under review; a reviewer rejects, then approves a resubmission', async () => {
    const token = await loginToken(app, LUCKY7, 'member0');
    const submitted = await submit(LUCKY7, token, images());
    expect(submitted.json()).toMatchObject({ success: true, value: { status: 'UNDER_REVIEW' } });
    expect((await securityConfigOf(app, LUCKY7, token)).verificationStatus).toBe('UNDER_REVIEW');
    const memberId = await memberIdOf(LUCKY7, token);
    expect(await storedDocuments(app.deps.db, { tenantId: 'lucky7', memberId })).toEqual([
      { side: 'idBack', contentType: 'image/jpeg', size: 200 },
      { side: 'idFront', contentType: 'image/png', size: 100 },
      { side: 'selfie', contentType: 'image/jpeg', size: 300 },
    ]);
    expect((await submit(LUCKY7, token, images())).json().errorCode).toBe('kyc.under.review');

    const rejected = await decide(LUCKY7, 'member0', 'reject', 'Blurry photo');
    expect(rejected.json().value).toMatchObject({
      status: 'REJECTED',
      rejectReason: 'Blurry photo',
    });
    expect(await securityConfigOf(app, LUCKY7, token)).toMatchObject({
      verificationStatus: 'REJECTED',
      rejectReason: 'Blurry photo',
    });
    expect((await submit(LUCKY7, token, images())).json().value.status).toBe('UNDER_REVIEW');
    expect((await decide(LUCKY7, 'member0', 'approve')).json().value.status).toBe('VERIFIED');
    expect((await securityConfigOf(app, LUCKY7, token)).verificationStatus).toBe('VERIFIED');
    expect((await submit(LUCKY7, token, images())).json().errorCode).toBe('kyc.verified');
  });

  it('answers the status only: no route serves the images back', async () => {
    const token = await loginToken(app, LUCKY7, 'agent1');
    await submit(LUCKY7, token, images());
    const status = await getAs(app, LUCKY7, '/wps/member/identity', token);
    expect(Object.keys(status.json().value).sort()).toEqual([
      'decidedAt',
      'rejectReason',
      'status',
      'submittedAt',
    ]);
    expect(status.body).not.toContain(pngBytes(100).toString('base64').slice(0, 20));
  });

  it('keeps tenants apart: the same username elsewhere sees and decides nothing', async () => {
    const lucky = await loginToken(app, LUCKY7, 'agent2');
    await submit(LUCKY7, lucky, images());
    const perlas = await loginToken(app, PERLAS, 'agent2');
    expect((await securityConfigOf(app, PERLAS, perlas)).verificationStatus).toBe('NOT_VERIFIED');
    expect((await decide(PERLAS, 'agent2', 'approve')).json().errorCode).toBe(
      'kyc.not.under.review',
    );
    expect((await securityConfigOf(app, LUCKY7, lucky)).verificationStatus).toBe('UNDER_REVIEW');
    const crossed = await getAs(app, PERLAS, '/wps/member/securityConfig', lucky);
    expect(crossed.statusCode).toBe(401);
    const crossedSubmit = await submit(PERLAS, lucky, images());
    expect(crossedSubmit.statusCode).toBe(401);
  });
});

describe('bad uploads', () => {
  let token: string;
  beforeAll(async () => {
    token = await loginToken(app, ROYAL88, 'member0');
  });

  it('refuses an image that is neither PNG nor JPG, whatever it claims to be', async () => {
    const gif = Buffer.from('GIF89a0000000000');
    const response = await submit(ROYAL88, token, {
      ...images(),
      idBack: dataUrl(gif, 'image/png'),
    });
    expect(response.json()).toMatchObject({
      errorCode: 'kyc.image.invalid',
      value: { field: 'idBack' },
    });
  });

  it('refuses text that is not base64, and a missing image', async () => {
    const notBase64 = await submit(ROYAL88, token, { ...images(), selfie: 'hello world!' });
    expect(notBase64.json()).toMatchObject({
      errorCode: 'kyc.image.invalid',
      value: { field: 'selfie' },
    });
    const { selfie: _omitted, ...two } = images();
    const missing = await submit(ROYAL88, token, two);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorCode).toBe('invalid.request');
  });

  it('refuses an image over 5 MB decoded', async () => {
    const big = pngBytes(MAX_IMAGE_BYTES + 1).toString('base64');
    const response = await submit(ROYAL88, token, { ...images(), idFront: big });
    expect(response.json()).toMatchObject({
      errorCode: 'kyc.image.invalid',
      value: { field: 'idFront' },
    });
    expect((await securityConfigOf(app, ROYAL88, token)).verificationStatus).toBe('NOT_VERIFIED');
  });

  it('bounds each image field of the contract as the image decoder does', () => {
    expect(MAX_IDENTITY_IMAGE_TEXT).toBe(MAX_IMAGE_TEXT);
  });

  it('refuses a body past the route limit before parsing it', async () => {
    const huge = 'A'.repeat(8 * 1024 * 1024);
    const response = await submit(ROYAL88, token, { idFront: huge, idBack: huge, selfie: huge });
    expect(response.statusCode).toBe(413);
  });

  it('checks the session before it reads a body', async () => {
    const huge = 'A'.repeat(8 * 1024 * 1024);
    const response = await submit(ROYAL88, 'no-such-token', { idFront: huge, idBack: huge });
    expect(response.statusCode).toBe(401);
  });

  it('refuses free-trial accounts', async () => {
    const trial = await loginToken(app, ROYAL88, 'trial4');
    expect((await submit(ROYAL88, trial, images())).json().errorCode).toBe(
      'function.not.available',
    );
  });
});
