import { buildProfile, parseKey } from "./build-profile";
import type { PersonalityProfile, TypeProfileSource } from "./profile-types";
import { enfj } from "./profiles/enfj";
import { enfp } from "./profiles/enfp";
import { entj } from "./profiles/entj";
import { entp } from "./profiles/entp";
import { esfj } from "./profiles/esfj";
import { esfp } from "./profiles/esfp";
import { estj } from "./profiles/estj";
import { estp } from "./profiles/estp";
import { infj } from "./profiles/infj";
import { infp } from "./profiles/infp";
import { intj } from "./profiles/intj";
import { intp } from "./profiles/intp";
import { isfj } from "./profiles/isfj";
import { isfp } from "./profiles/isfp";
import { istj } from "./profiles/istj";
import { istp } from "./profiles/istp";
import { typeCodes, type TypeCode } from "./type-codes";

/**
 * Every type's profile, for the server and tests. The browser loads one type at a time through
 * `load-profile.ts` instead, so the test page does not carry all sixteen.
 */
export const profileSources: Record<TypeCode, TypeProfileSource> = {
  INTJ: intj,
  INTP: intp,
  ENTJ: entj,
  ENTP: entp,
  INFJ: infj,
  INFP: infp,
  ENFJ: enfj,
  ENFP: enfp,
  ISTJ: istj,
  ISFJ: isfj,
  ESTJ: estj,
  ESFJ: esfj,
  ISTP: istp,
  ISFP: isfp,
  ESTP: estp,
  ESFP: esfp,
};

export const profileKeys: readonly string[] = typeCodes.flatMap((code) => [
  `${code}-A`,
  `${code}-T`,
]);

export function getProfile(key: string): PersonalityProfile | undefined {
  const parsed = parseKey(key);
  if (!parsed) return undefined;
  const source = profileSources[parsed[0] as TypeCode];
  return source ? buildProfile(source, parsed[1]) : undefined;
}
