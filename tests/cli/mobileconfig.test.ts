/** The iOS web clip profile `wl build` writes beside each tenant's index.html. */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { renderMobileConfig } from '../../cli/lib/pwa/mobileconfig';
import { uuidV5 } from '../../cli/lib/pwa/uuid';
import { loadTenantFile } from '../../schema/validate';
import { makeProject, runWl, writeFakeApp } from './helpers';

let project: ReturnType<typeof makeProject>;
beforeAll(async () => {
  project = makeProject();
  writeFakeApp(project.root);
  const tenantJson = path.join(project.root, 'tenants', 'royal88', 'tenant.json');
  const data = JSON.parse(readFileSync(tenantJson, 'utf8')) as Record<string, unknown>;
  writeFileSync(tenantJson, JSON.stringify({ ...data, domains: [] }));
  const run = await runWl(['build', '--all', '--skip-compile'], project.root);
  if (run.code !== 0) throw new Error(`wl build failed:\n${run.stderr}`);
}, 120_000);
afterAll(() => project.cleanup());

const profileText = (code: string) =>
  readFileSync(path.join(project.root, 'dist', code, `${code}.mobileconfig`), 'utf8');

/** The plist's top-level dict and a key → value lookup, after a strict XML parse. */
function parsePlist(xml: string): {
  root: Element;
  value: (dict: Element, key: string) => Element;
} {
  const document = new new JSDOM().window.DOMParser().parseFromString(xml, 'text/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  const root = document.querySelector('plist > dict')!;
  const value = (dict: Element, key: string) => {
    const keyElement = [...dict.children].find(
      (child) => child.tagName === 'key' && child.textContent === key,
    );
    if (!keyElement) throw new Error(`no key ${key}`);
    return keyElement.nextElementSibling!;
  };
  return { root, value };
}

describe('<code>.mobileconfig', () => {
  it('is a well-formed plist with one full-screen, removable web clip of the tenant', () => {
    const xml = profileText('lucky7');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<!DOCTYPE plist/);
    const { root, value } = parsePlist(xml);
    expect(value(root, 'PayloadType').textContent).toBe('Configuration');
    expect(value(root, 'PayloadDisplayName').textContent).toBe('Lucky7 Brasil');
    expect(value(root, 'PayloadOrganization').textContent).toBe('Lucky7 Brasil');
    const clips = value(root, 'PayloadContent').children;
    expect(clips).toHaveLength(1);
    const clip = clips[0]!;
    expect(value(clip, 'PayloadType').textContent).toBe('com.apple.webClip.managed');
    expect(value(clip, 'Label').textContent).toBe('Lucky7 Brasil');
    expect(value(clip, 'URL').textContent).toBe('https://lucky7.example.com/m/home');
    expect(value(clip, 'FullScreen').tagName).toBe('true');
    expect(value(clip, 'IsRemovable').tagName).toBe('true');
    const icon = Buffer.from(value(clip, 'Icon').textContent!.replace(/\s/g, ''), 'base64');
    expect(icon.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([icon.readUInt32BE(16), icon.readUInt32BE(20)]).toEqual([180, 180]);
  });

  it('has UUIDs derived from the tenant code: the same on every build, different per tenant', async () => {
    const { root, value } = parsePlist(profileText('lucky7'));
    const uuid = value(root, 'PayloadUUID').textContent;
    // RFC 4122 version 5 of "wl-tenant:lucky7/profile" in the URL name space (Python's uuid.uuid5).
    expect(uuid).toBe('C0FD2136-E312-5BD4-925E-94E1BD64FBE3');
    expect(uuidV5('wl-tenant:lucky7/profile')).toBe(uuid);
    const clipUuid = value(value(root, 'PayloadContent').children[0]!, 'PayloadUUID').textContent;
    expect(clipUuid).toMatch(
      /^[0-9A-F]{8}-[0-9A-F]{4}-5[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/,
    );
    expect(clipUuid).not.toBe(uuid);
    expect(value(root, 'PayloadIdentifier').textContent).toBe('com.example.lucky7.profile');

    const perlas = parsePlist(profileText('perlas'));
    expect(perlas.value(perlas.root, 'PayloadUUID').textContent).not.toBe(uuid);

    const before = profileText('lucky7');
    expect((await runWl(['build', 'lucky7', '--skip-compile'], project.root)).code).toBe(0);
    expect(profileText('lucky7')).toBe(before);
  });

  it('is not written for a tenant without a domain (a web clip needs an absolute URL)', () => {
    expect(() => profileText('royal88')).toThrow(/ENOENT/);
  });

  it('escapes the tenant name', async () => {
    const result = await loadTenantFile(
      path.join(project.root, 'tenants', 'lucky7', 'tenant.json'),
    );
    if (!result.ok) throw new Error('lucky7');
    const xml = renderMobileConfig(
      { ...result.tenant, name: 'A&B <Casino>' },
      'https://a.example/m/home',
      Buffer.from('png'),
    );
    const { root, value } = parsePlist(xml);
    expect(value(root, 'PayloadDisplayName').textContent).toBe('A&B <Casino>');
    expect(xml).toContain('<string>A&amp;B &lt;Casino&gt;</string>');
  });
});
