import { z } from 'zod';
import { DIAL_CODES } from './countries';

const trimmed = () => z.string().trim();

export const emailSchema = trimmed()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Invalid email address'))
  .transform((v) => v.toLowerCase());

export const passwordSchema = z
  .string()
  .min(1, 'Password is required')
  .min(6, 'Minimum 6 symbols')
  .max(128, 'Maximum 128 symbols');

export const dialCodeSchema = z.enum(DIAL_CODES, 'Country code is required');

export const mobileSchema = trimmed()
  .min(1, 'Mobile Number is required')
  .regex(/^\d{6,15}$/, 'Enter a valid mobile number');

export const setupSchema = z.object({
  userName: trimmed().min(1, 'User name is required').max(100, 'Maximum 100 symbols'),
  email: emailSchema,
  password: passwordSchema,
});

export const registerSchema = z.object({
  companyName: trimmed().min(1, 'Company Name is required').max(150, 'Maximum 150 symbols'),
  email: emailSchema,
  countryCode: dialCodeSchema,
  mobileNumber: mobileSchema,
  password: passwordSchema,
  acceptTerms: z.literal(true, 'Please accept the terms and conditions'),
});

export const loginSchema = z.object({
  /** E-mail, or a mobile number (digits, optionally with the country code). */
  login: trimmed().min(1, 'Email or mobile number is required').max(254),
  password: z.string().min(1, 'Password is required').max(128),
});

export const otpRequestSchema = z.object({
  countryCode: dialCodeSchema,
  mobileNumber: mobileSchema,
});

export const otpVerifySchema = otpRequestSchema.extend({
  otp: trimmed().regex(/^\d{6}$/, 'Enter the 6-digit code'),
});

export const verifyPasswordSchema = z.object({
  password: z.string().min(1, 'Password is required').max(128),
});

export const setPasswordSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string().max(128) })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required').max(128),
    newPassword: passwordSchema,
    confirmPassword: z.string().max(128),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });

/** Delete account confirmation (spec 00 section 5). */
export const deleteAccountSchema = z.object({
  password: z.string().min(1, 'Confirm Password is required').min(6, 'Minimum 6 symbols').max(128),
});

export type SetupInput = z.input<typeof setupSchema>;
export type RegisterInput = z.input<typeof registerSchema>;
export type LoginInput = z.input<typeof loginSchema>;
