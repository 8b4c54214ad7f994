// The second factor of a staff person: an authenticator app (TOTP, RFC 6238 through otplib: 6 digits, 30 s,
// the code of the step before accepted too, each step used once) and/or passkeys (passkeys.ts), with ten
// single-use recovery codes for a lost phone or key, made when the first of them is added.
import { randomBytes } from 'node:crypto';
import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Repositories } from '../db/create-repositories';
import { recoveryCodeDigest } from '../db/repositories/staff-second-factors';
import type { StaffPerson } from '../db/repositories/staff-people';
import { conflict } from '../lib/http-error';
import { authenticationOptions, passkeyMatches, type RelyingParty } from './passkeys';
import type { Role } from './roles';

export const secondFactorMessages = {
  alreadyOn: 'Приложението за удостоверяване вече е включено. Собственик може да нулира втория фактор, ако смените телефона.',
  notStarted: 'Първо започнете включването на приложението за удостоверяване',
  wrongCode: 'Грешен или вече използван код',
  codeRequired: 'Въведете кода от приложението за удостоверяване (или резервен код)',
  enrolFirst: 'Ролята ви изисква втори фактор: включете го в «Профил», за да продължите',
  adminPasswordNeedsCode: 'Собственикът използва втори фактор: влезте с имейла, паролата и кода',
  enabled: 'Вторият фактор е включен. Запазете резервните кодове: показват се само сега.',
  reset: 'Вторият фактор е нулиран: човекът ще го включи отново при следващия вход',
  emailFirst: 'Първо задайте имейл (OWNER_EMAIL): с втори фактор се влиза с имейл, парола и код',
} as const;

export const RECOVERY_CODE_COUNT = 10;
/** The step before the current one is accepted too (a code typed just as it changed), never a future one. */
const EPOCH_TOLERANCE: [number, number] = [30, 0];

const seconds = (now: Date) => Math.floor(now.getTime() / 1000);

/** Whether the person uses a second factor (an authenticator app or a passkey). */
export async function usesSecondFactor(repos: Repositories, person: Pick<StaffPerson, 'id' | 'totpEnabledAt'>): Promise<boolean> {
  return person.totpEnabledAt !== null || (await repos.staffPasskeys.listOf(person.id)).length > 0;
}

/** Whether the person must enrol a second factor before doing anything else (their role requires one). */
export async function mustEnrol(repos: Repositories, person: StaffPerson): Promise<boolean> {
  if (await usesSecondFactor(repos, person)) return false;
  return (await repos.staffPolicy.get()).secondFactorRoles.includes(person.role as Role);
}

/** Ten new recovery codes for the person, shown once: earlier ones stop working. */
export async function newRecoveryCodes(repos: Repositories, personId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = randomBytes(8).toString('hex').slice(0, 10);
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
  await repos.staffSecondFactors.replaceRecoveryCodes(personId, codes.map(recoveryCodeDigest));
  return codes;
}

/**
 * A second factor needs an e-mail to sign in with: the first owner without one (OWNER_EMAIL unset) would lock
 * themselves out, since the administrator password alone no longer gets past it.
 */
export function requireEmail(person: StaffPerson): void {
  if (!person.email) throw conflict(secondFactorMessages.emailFirst);
}

/** A new secret to enrol, and the otpauth:// URI an authenticator app reads (as a QR code or typed). */
export async function startTotp(repos: Repositories, person: StaffPerson, issuer: string): Promise<{ secret: string; uri: string }> {
  requireEmail(person);
  const secret = generateSecret();
  if (!(await repos.staffSecondFactors.startTotp(person.id, secret))) throw conflict(secondFactorMessages.alreadyOn);
  return { secret, uri: generateURI({ issuer, label: person.email ?? person.name, secret }) };
}

/** The RFC 6238 time step of `code` for `secret` (this one or the one before), or null. */
async function stepOf(secret: string, code: string, now: Date, afterStep: number | null): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: seconds(now),
    epochTolerance: EPOCH_TOLERANCE,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/**
 * Turns on the secret being enrolled with its current code: new recovery codes when it is the person's first
 * second factor (none when they have a passkey: their codes stay); null for a wrong code.
 */
export async function confirmTotp(repos: Repositories, person: StaffPerson, code: string, now = new Date()): Promise<string[] | null> {
  if (person.totpEnabledAt !== null) throw conflict(secondFactorMessages.alreadyOn);
  if (!person.totpSecret) throw conflict(secondFactorMessages.notStarted);
  const step = await stepOf(person.totpSecret, code.trim(), now, null);
  if (step === null) return null;
  const hadOne = await usesSecondFactor(repos, person);
  if (!(await repos.staffSecondFactors.enableTotp(person.id, step, now))) throw conflict(secondFactorMessages.alreadyOn);
  return hadOne ? [] : newRecoveryCodes(repos, person.id);
}

/** What a sign-in (or a new password) offers as proof of the second factor. */
export interface SecondFactorProof {
  code?: string | undefined;
  passkey?: unknown;
}

/** What the answer asking for the second factor carries: the field, and options for a passkey if the person has one. */
export async function secondFactorPrompt(
  repos: Repositories,
  person: StaffPerson,
  rp: RelyingParty,
): Promise<{ field: 'code'; passkey: PublicKeyCredentialRequestOptionsJSON | null }> {
  return { field: 'code', passkey: await authenticationOptions(repos, person, rp) };
}

/**
 * Checks the proof: a passkey's signature, a TOTP code not used before, or an unused recovery code (then used
 * up). `missing` when none was given.
 */
export async function proveSecondFactor(
  repos: Repositories,
  person: StaffPerson,
  proof: SecondFactorProof,
  rp: RelyingParty,
  now = new Date(),
): Promise<'ok' | 'wrong' | 'missing'> {
  if (proof.passkey) return (await passkeyMatches(repos, person, proof.passkey as AuthenticationResponseJSON, rp)) ? 'ok' : 'wrong';
  const typed = proof.code?.trim();
  if (!typed) return 'missing';
  if (person.totpSecret && person.totpEnabledAt !== null) {
    const step = await stepOf(person.totpSecret, typed, now, person.totpLastStep);
    if (step !== null) return (await repos.staffSecondFactors.useTotpStep(person.id, step)) ? 'ok' : 'wrong';
  }
  return (await repos.staffSecondFactors.useRecoveryCode(person.id, typed, now)) ? 'ok' : 'wrong';
}
