import { useState } from 'react';
import type { PageLoader, PageMeta, PageMetaArgs } from '../../../route-module.ts';
import { usePageData } from '../../../router/site-state.ts';
import { MemberLayout } from '../member-layout.tsx';
import { loadMember } from '../member-loader.ts';
import { ImageUpload } from './image-upload.tsx';
import { PasswordForm } from './password-form.tsx';
import { ProfileForm } from './profile-form.tsx';
import '../../../account/account-form.css';
import './member-edit.css';

/** /members/{id}/edit/: the owner's profile, pictures and password (anyone else: no permission). */
export const loader = (async ({ params, api }) => ({
  member: await loadMember(api, params.id),
})) satisfies PageLoader;

/** "Edit profile"; never indexed. */
export function meta(_args: PageMetaArgs<Awaited<ReturnType<typeof loader>>>): PageMeta {
  return { title: 'Edit profile', noindex: true };
}

/** The edit tab: saved changes show in the header at once (the member is kept here). */
export default function MemberEditPage() {
  const data = usePageData<typeof loader>();
  const [member, setMember] = useState(data.member);
  const saved = (next: typeof data.member | Omit<typeof data.member, 'relation'>) =>
    setMember((current) => ({ ...current, ...next }));
  return (
    <MemberLayout member={member} tab="edit">
      <div className="member-edit">
        <section className="member-edit__pictures" aria-label="Pictures">
          <h2>Pictures</h2>
          <ImageUpload kind="avatar" onSaved={saved} />
          <ImageUpload kind="cover" onSaved={saved} />
        </section>
        <ProfileForm member={member} onSaved={saved} />
        <PasswordForm />
      </div>
    </MemberLayout>
  );
}
