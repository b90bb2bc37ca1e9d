/** The forms of the wizard's steps, from the contract's bodies with the messages of spec 1 §5. */
import { z } from 'zod';
import {
  InitializeEbicsBody,
  RequestEbicsFromBankBody,
  SendCreditorIdentifierBody,
  initializeEbicsBodyPartnerIdMax,
  initializeEbicsBodyPartnerIdRegExp,
  initializeEbicsBodyUserIdMax,
  initializeEbicsBodyUserIdRegExp,
  requestEbicsFromBankBodyWithdrawLimitExclusiveMin,
  sendCreditorIdentifierBodyCreditorIdentifierRegExp,
} from '@generated/zod/ebics/ebics.zod';

const ns = 'company-money:directDebit.validation';
const REQUIRED = 'validations:required';

/** A box that must be ticked (the form starts with it unticked). */
const ticked = (message: string) => z.boolean().refine((value) => value, message);

export const CreditorIdSchema = SendCreditorIdentifierBody.extend({
  creditorIdentifier: z
    .string()
    .trim()
    .min(1, REQUIRED)
    .regex(sendCreditorIdentifierBodyCreditorIdentifierRegExp, `${ns}.creditor id invalid`),
  received: ticked(`${ns}.agree to have received creditor id`),
});

export const RequestSchema = RequestEbicsFromBankBody.extend({
  withdrawLimit: z
    .number(REQUIRED)
    .gt(requestEbicsFromBankBodyWithdrawLimitExclusiveMin, `${ns}.withdrawLimitPositive`),
  creditorName: z.string().trim().min(1, REQUIRED),
  confirmed: ticked(`${ns}.confirmRequest`),
});

/** The part of the request form that the bank request PDF needs. */
export const BankRequestSchema = RequestSchema.pick({ withdrawLimit: true, creditorName: true });

const ebicsId = (max: number, pattern: RegExp, message: string) =>
  z.string().trim().min(1, REQUIRED).max(max, message).regex(pattern, message);

export const SetupSchema = InitializeEbicsBody.extend({
  userId: ebicsId(initializeEbicsBodyUserIdMax, initializeEbicsBodyUserIdRegExp, `${ns}.userId invalid`),
  partnerId: ebicsId(
    initializeEbicsBodyPartnerIdMax,
    initializeEbicsBodyPartnerIdRegExp,
    `${ns}.partnerId invalid`,
  ),
});

export const IniLetterSchema = z.object({ sent: ticked(`${ns}.confirmIniLetter`) });

export type CreditorIdInput = z.input<typeof CreditorIdSchema>;
export type RequestInput = z.input<typeof RequestSchema>;
export type SetupInput = z.input<typeof SetupSchema>;
export type IniLetterInput = z.input<typeof IniLetterSchema>;
