import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileResponse, ProfileUpdateInput } from '@shared/contract/profile';
import { PROFILE_LIST_FIELDS } from '@shared/contract/profile-rules';
import { api } from '@web/lib/api-client';
import { sessionKeys } from '@web/lib/session/current-user';
import { profileMutationKeys } from './keys';

export interface UpdateProfileVariables {
  userId: number;
  changes: ProfileUpdateInput;
  /** A new avatar image: the request becomes multipart (spec section 7). */
  avatar?: File | null;
}

/** Multipart form: the avatar file plus the fields as text, lists JSON-encoded, null as ''. */
function toFormData(changes: ProfileUpdateInput, avatar: File): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    if ((PROFILE_LIST_FIELDS as readonly string[]).includes(name)) {
      form.append(name, JSON.stringify(value));
    } else {
      form.append(name, value === null ? '' : String(value));
    }
  }
  form.append('avatar', avatar);
  return form;
}

/**
 * PATCH /api/users/{id}/profile: JSON, or multipart when an avatar is attached. The returned user
 * replaces the current user; app/query-links.ts refetches the cached developer pages (directory,
 * public profile).
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: profileMutationKeys.update,
    mutationFn: ({ userId, changes, avatar }: UpdateProfileVariables) =>
      api<ProfileResponse>(
        'PATCH',
        `/api/users/${userId}/profile`,
        avatar ? toFormData(changes, avatar) : changes,
      ),
    onSuccess: (user) => {
      queryClient.setQueryData(sessionKeys.currentUser, user);
    },
  });
}
