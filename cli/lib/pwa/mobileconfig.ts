/**
 * The iOS configuration profile of one tenant: a single web clip (home-screen shortcut) that opens
 * the site full screen. Unsigned: iOS shows it as "Unverified" until an operator signs it
 * (docs/deploy.md). Identifiers derive from the tenant code, so every build writes the same file.
 */
import type { Tenant } from '../../../schema/tenant';
import { escapeXml } from '../template';
import { START_URL } from '../tenant-manifest';
import { uuidV5 } from './uuid';

type PlistValue = string | number | boolean | Buffer | PlistValue[] | { [key: string]: PlistValue };

/** The site's absolute start URL; undefined when the tenant names no domain. */
export function webClipUrl(tenant: Tenant): string | undefined {
  const [domain] = tenant.domains;
  return domain ? `https://${domain}${START_URL}` : undefined;
}

/** `lucky7.example.com` → `com.example.lucky7`. */
const reverseDomain = (domain: string) => domain.split(':')[0]!.split('.').reverse().join('.');

export function renderMobileConfig(tenant: Tenant, url: string, icon180: Buffer): string {
  const base = `${reverseDomain(tenant.domains[0] ?? `${tenant.code}.localhost`)}.profile`;
  const webClip = {
    FullScreen: true,
    Icon: icon180,
    IsRemovable: true,
    Label: tenant.name,
    PayloadDescription: `Adds ${tenant.name} to the home screen.`,
    PayloadDisplayName: tenant.name,
    PayloadIdentifier: `${base}.webclip`,
    PayloadType: 'com.apple.webClip.managed',
    PayloadUUID: uuidV5(`wl-tenant:${tenant.code}/webclip`),
    PayloadVersion: 1,
    Precomposed: true,
    URL: url,
  };
  const profile = {
    PayloadContent: [webClip],
    PayloadDescription: `Adds ${tenant.name} to the home screen.`,
    PayloadDisplayName: tenant.name,
    PayloadIdentifier: base,
    PayloadOrganization: tenant.name,
    PayloadRemovalDisallowed: false,
    PayloadType: 'Configuration',
    PayloadUUID: uuidV5(`wl-tenant:${tenant.code}/profile`),
    PayloadVersion: 1,
  };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">',
    '<plist version="1.0">',
    plist(profile, ''),
    '</plist>',
    '',
  ].join('\n');
}

function plist(value: PlistValue, indent: string): string {
  const inner = `${indent}  `;
  if (typeof value === 'string') return `${indent}<string>${escapeXml(value)}</string>`;
  if (typeof value === 'number') return `${indent}<integer>${value}</integer>`;
  if (typeof value === 'boolean') return `${indent}<${value}/>`;
  if (Buffer.isBuffer(value)) {
    const lines = value.toString('base64').match(/.{1,68}/g) ?? [];
    return [`${indent}<data>`, ...lines.map((line) => inner + line), `${indent}</data>`].join('\n');
  }
  if (Array.isArray(value))
    return [
      `${indent}<array>`,
      ...value.map((item) => plist(item, inner)),
      `${indent}</array>`,
    ].join('\n');
  const entries = Object.entries(value).flatMap(([key, item]) => [
    `${inner}<key>${escapeXml(key)}</key>`,
    plist(item, inner),
  ]);
  return [`${indent}<dict>`, ...entries, `${indent}</dict>`].join('\n');
}
