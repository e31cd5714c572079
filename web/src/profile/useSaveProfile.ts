import { graphql, useMutation } from 'react-relay';
import type { useSaveProfileCreateMutation } from './__generated__/useSaveProfileCreateMutation.graphql.ts';
import type { useSaveProfileUpdateMutation } from './__generated__/useSaveProfileUpdateMutation.graphql.ts';
import type { useSaveProfileDeleteMutation } from './__generated__/useSaveProfileDeleteMutation.graphql.ts';

export function useCreateProfile() {
  return useMutation<useSaveProfileCreateMutation>(graphql`
    mutation useSaveProfileCreateMutation($input: CreateProfileInput!) {
      createProfile(input: $input) {
        profile {
          id
        }
        userErrors {
          ...userErrors_userError @relay(mask: false)
        }
      }
    }
  `);
}

/** Profiles are Nodes: the store updates the edited profile by its id. */
export function useUpdateProfile() {
  return useMutation<useSaveProfileUpdateMutation>(graphql`
    mutation useSaveProfileUpdateMutation($input: UpdateProfileInput!) {
      updateProfile(input: $input) {
        profile {
          id
          name
          kind
          avatar
        }
        userErrors {
          ...userErrors_userError @relay(mask: false)
        }
      }
    }
  `);
}

export function useDeleteProfile() {
  return useMutation<useSaveProfileDeleteMutation>(graphql`
    mutation useSaveProfileDeleteMutation($input: DeleteProfileInput!) {
      deleteProfile(input: $input) {
        deletedProfileId
        userErrors {
          ...userErrors_userError @relay(mask: false)
        }
      }
    }
  `);
}
