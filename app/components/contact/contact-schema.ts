import { z } from "~/lib/zod";

/** The contact form's rules, checked in the browser before sending and again by the action. */
export const contactSchema = z.object({
  name: z
    .string({ error: "Please enter your name." })
    .trim()
    .min(1, "Please enter your name.")
    .max(100, "Please keep your name under 100 characters."),
  email: z
    .string({ error: "Please enter your email address." })
    .trim()
    .min(1, "Please enter your email address.")
    .max(254, "That email address is too long.")
    .pipe(z.email("Please enter a valid email address, like name@example.com.")),
  subject: z
    .string({ error: "Please enter a subject." })
    .trim()
    .min(1, "Please enter a subject.")
    .max(150, "Please keep the subject under 150 characters."),
  message: z
    .string({ error: "Please enter a message." })
    .trim()
    .min(1, "Please enter a message.")
    .max(5000, "Please keep your message under 5,000 characters."),
});

export type ContactInput = z.infer<typeof contactSchema>;
/**
 * A field people never see or fill (hidden from view, from screen readers and from the tab
 * order): a message that comes with it filled in was written by a bot. The name is one no
 * browser autofills.
 */
export const honeypotField = "contact_reference_code";
