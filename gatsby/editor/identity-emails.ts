/**
 * Netlify Identity's emails for the editor's people, as files Netlify reads
 * from the deployed site (Identity → Emails → "Path to template"): their
 * links lead to /admin/, where the identity widget accepts an invitation or
 * a password reset. Netlify's own templates lead to the home page, which
 * does not load that widget (no visitor page does).
 */
export interface IdentityEmail {
  file: string;
  subject: string;
  text: string;
  link: string;
  action: string;
}

export const IDENTITY_EMAILS: readonly IdentityEmail[] = [
  {
    file: 'invitation.html',
    subject: 'You are invited to edit {{ .SiteURL }}',
    text: 'You have been invited to change the website in its editor. Follow the link to choose your password.',
    link: '{{ .SiteURL }}/admin/#invite_token={{ .Token }}',
    action: 'Accept the invitation',
  },
  {
    file: 'recovery.html',
    subject: 'Choose a new password for {{ .SiteURL }}',
    text: 'Someone asked to reset your password for the website’s editor. If it was you, follow the link; if not, ignore this email.',
    link: '{{ .SiteURL }}/admin/#recovery_token={{ .Token }}',
    action: 'Choose a new password',
  },
];

export function identityEmailHtml(email: IdentityEmail): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${email.subject}</title>
</head>
<body>
<h1>${email.subject}</h1>
<p>${email.text}</p>
<p><a href="${email.link}">${email.action}</a></p>
</body>
</html>
`;
}
