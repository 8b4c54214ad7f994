// The second factor of a staff person: a TOTP authenticator (RFC 6238 through otplib: 6 digits, 30 s, the code
// of the step before accepted too, each step used once) and ten single-use recovery codes for a lost phone.
import { randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Repositories } from '../db/create-repositories';
import { recoveryCodeDigest } from '../db/repositories/staff-second-factors';
import type { StaffPerson } from '../db/repositories/staff-people';
import { conflict } from '../lib/http-error';
import type { Role } from './roles';

export const secondFactorMessages = {
  alreadyOn: 'Вторият фактор вече е включен. Собственик може да го нулира, ако смените телефона.',
  notStarted: 'Първо започнете включването на втория фактор',
  wrongCode: 'Грешен или вече използван код',
  codeRequired: 'Въведете кода от приложението за удостоверяване (или резервен код)',
  enrolFirst: 'Ролята ви изисква втори фактор: включете го в «Профил», за да продължите',
  adminPasswordNeedsCode: 'Собственикът използва втори фактор: влезте с имейла, паролата и кода',
  enabled: 'Вторият фактор е включен. Запазете резервните кодове: показват се само сега.',
  reset: 'Вторият фактор е нулиран: човекът ще го включи отново при следващия вход',
} as const;

export const RECOVERY_CODE_COUNT = 10;
/** The step before the current one is accepted too (a code typed just as it changed), never a future one. */
const EPOCH_TOLERANCE: [number, number] = [30, 0];

const seconds = (now: Date) => Math.floor(now.getTime() / 1000);

/** Whether the person uses a second factor. */
export const hasSecondFactor = (person: Pick<StaffPerson, 'totpEnabledAt'>) => person.totpEnabledAt !== null;

/** Whether the person must enrol a second factor before doing anything else (their role requires one). */
export async function mustEnrol(repos: Repositories, person: Pick<StaffPerson, 'totpEnabledAt' | 'role'>): Promise<boolean> {
  if (hasSecondFactor(person)) return false;
  const policy = await repos.staffPolicy.get();
  return policy.secondFactorRoles.includes(person.role as Role);
}

/** A new secret to enrol, and the otpauth:// URI an authenticator app reads (as a QR code or typed). */
export async function startTotp(repos: Repositories, person: StaffPerson, issuer: string): Promise<{ secret: string; uri: string }> {
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

/** Turns on the secret being enrolled, with its first code: the ten recovery codes, shown this once. */
export async function confirmTotp(repos: Repositories, person: StaffPerson, code: string, now = new Date()): Promise<string[] | null> {
  if (hasSecondFactor(person)) throw conflict(secondFactorMessages.alreadyOn);
  if (!person.totpSecret) throw conflict(secondFactorMessages.notStarted);
  const step = await stepOf(person.totpSecret, code.trim(), now, null);
  if (step === null) return null;
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = randomBytes(8).toString('hex').slice(0, 10);
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
  if (!(await repos.staffSecondFactors.enableTotp(person.id, step, codes.map(recoveryCodeDigest), now))) throw conflict(secondFactorMessages.alreadyOn);
  return codes;
}

/** Checks a sign-in's code: a TOTP code not used before, or an unused recovery code (then used up). */
export async function secondFactorMatches(repos: Repositories, person: StaffPerson, code: string, now = new Date()): Promise<boolean> {
  const typed = code.trim();
  if (!person.totpSecret || !hasSecondFactor(person)) return false;
  const step = await stepOf(person.totpSecret, typed, now, person.totpLastStep);
  if (step !== null) return repos.staffSecondFactors.useTotpStep(person.id, step);
  return repos.staffSecondFactors.useRecoveryCode(person.id, typed, now);
}
