import { act, fireEvent, screen, within } from '@testing-library/react';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders.tsx';
import { ProfilesDialog } from './ProfilesDialog.tsx';

const ids = { sam: 'UHJvZmlsZTox', robin: 'UHJvZmlsZToy', alex: 'UHJvZmlsZToz' };
const family = [
  { id: ids.sam, internalId: '1', name: 'Sam', kind: 'ADULT', isMain: true, avatar: 'RED' },
  { id: ids.robin, internalId: '2', name: 'Robin', kind: 'CHILD', isMain: false, avatar: 'BLUE' },
  { id: ids.alex, internalId: '3', name: 'Alex', kind: 'ADULT', isMain: false, avatar: 'GREEN' },
];

/** A family account as the dialog sees it, watching as `active`, with parental control `status`. */
function openDialog({ active, status = 'NON_RESTRICTED' }: { active: string; status?: 'RESTRICTED' | 'NON_RESTRICTED' }) {
  const environment = createMockEnvironment();
  const child = family.find((profile) => profile.name === active)!.kind === 'CHILD';
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Realm: () => ({ profileConfiguration: { maxProfiles: 5, enabled: true, childFontScale: 1.25 } }),
      Viewer: () => ({
        isChildProfile: child,
        parentalControl: { status, pinSet: status === 'RESTRICTED' },
        profiles: family.map((profile) => ({ ...profile, isActive: profile.name === active })),
      }),
    }),
  );
  const onSwitched = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(<ProfilesDialog fromLogin onClose={onClose} onSwitched={onSwitched} />, { environment });
  return { environment, onSwitched, onClose };
}

async function answerMutation(environment: ReturnType<typeof createMockEnvironment>, payload: (operation: OperationDescriptor) => object) {
  const operation = environment.mock.getMostRecentOperation();
  await act(async () => environment.mock.resolve(operation, { data: payload(operation) as never }));
  return operation;
}

describe('the profiles dialog', () => {
  it('asks who is watching and switches to the chosen profile', async () => {
    const { environment, onSwitched } = openDialog({ active: 'Sam' });
    const dialog = screen.getByRole('dialog', { name: "Who's watching?" });
    const tiles = within(dialog).getAllByRole('button', { name: /Sam|Robin|Alex/ });
    expect(tiles.map((tile) => tile.textContent)).toEqual(['SSamWatching now', 'RRobinKids', 'AAlex']);
    expect(tiles[0]!.getAttribute('aria-current')).toBe('true');

    fireEvent.click(tiles[1]!);
    const operation = await answerMutation(environment, () => ({
      switchProfile: { viewer: { isChildProfile: true }, userErrors: [], captchaChallenge: null },
    }));
    expect(operation.request.variables).toEqual({ input: { profileId: ids.robin } });
    expect(onSwitched).toHaveBeenCalledTimes(1);
  });

  it('lets a child profile pick but not manage, and asks for the PIN to open an adult profile', async () => {
    const { environment, onSwitched } = openDialog({ active: 'Robin', status: 'RESTRICTED' });
    expect(screen.queryByRole('button', { name: 'Manage profiles' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Parental control' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /Alex/ }));
    expect(screen.getByRole('dialog', { name: 'Enter PIN' })).toBeTruthy();
    expect(screen.getByText('Enter the parental control PIN to open Alex.')).toBeTruthy();

    const pin = screen.getByLabelText(/^PIN/) as HTMLInputElement;
    fireEvent.input(pin, { target: { value: '12' } });
    // A PIN is digits: a letter typed after them does not stay in the field.
    fireEvent.input(pin, { target: { value: '12a' } });
    expect(pin.value).toBe('12');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('The PIN is 4 digits.')).toBeTruthy();

    fireEvent.input(pin, { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const wrong = await answerMutation(environment, () => ({
      switchProfile: { viewer: null, userErrors: [{ messageKey: 'wrongPin', field: 'pin' }], captchaChallenge: null },
    }));
    expect(wrong.request.variables).toEqual({ input: { profileId: ids.alex, pin: '1234', captcha: null } });
    expect(screen.getByText('That PIN is not right. Please try again.')).toBeTruthy();
    expect(onSwitched).not.toHaveBeenCalled();

    fireEvent.input(screen.getByLabelText(/^PIN/), { target: { value: '2580' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await answerMutation(environment, () => ({
      switchProfile: { viewer: { isChildProfile: false }, userErrors: [], captchaChallenge: null },
    }));
    expect(onSwitched).toHaveBeenCalledTimes(1);
  });

  it('asks the captcha question after too many wrong PINs, says why, and sends the answer with the next PIN', async () => {
    const { environment } = openDialog({ active: 'Robin', status: 'RESTRICTED' });
    fireEvent.click(screen.getByRole('button', { name: /Alex/ }));
    fireEvent.input(screen.getByLabelText(/^PIN/), { target: { value: '1111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await answerMutation(environment, () => ({
      switchProfile: {
        viewer: null,
        userErrors: [
          { messageKey: 'wrongPin', field: 'pin' },
          { messageKey: 'captchaRequired', field: 'captcha' },
        ],
        captchaChallenge: { id: 'challenge-1', prompt: 'What is 3 + 4?' },
      },
    }));
    // The captcha's error has no field of its own to sit beside: it is the form's.
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('Please answer the question to show you are not a robot.');
    fireEvent.input(screen.getByLabelText(/What is 3 \+ 4\?/), { target: { value: '7' } });
    fireEvent.input(screen.getByLabelText(/^PIN/), { target: { value: '2580' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const retry = environment.mock.getMostRecentOperation();
    expect(retry.request.variables).toEqual({ input: { profileId: ids.alex, pin: '2580', captcha: { challengeId: 'challenge-1', answer: '7' } } });
  });

  it('offers the forgotten-PIN email from the PIN prompt', async () => {
    const { environment } = openDialog({ active: 'Robin', status: 'RESTRICTED' });
    fireEvent.click(screen.getByRole('button', { name: /Sam/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Forgot PIN?' }));
    const request = await answerMutation(environment, () => ({ requestParentalPinReset: { sent: true, userErrors: [] } }));
    expect(request.request.node.operation.name).toBe('useParentalControlRequestResetMutation');
    expect(screen.getByRole('status').textContent).toBe('We have emailed the account holder a link to choose a new PIN.');
  });

  it('marks the locked adult profiles for a child, and just closes when the active profile is picked', async () => {
    const { environment, onClose } = openDialog({ active: 'Robin', status: 'RESTRICTED' });
    expect(screen.getByRole('button', { name: /Alex/ }).textContent).toContain('PIN');
    fireEvent.click(screen.getByRole('button', { name: /Robin/ }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('adds a child profile, showing the server\'s objection beside the name', async () => {
    const { environment } = openDialog({ active: 'Sam' });
    fireEvent.click(screen.getByRole('button', { name: 'Manage profiles' }));
    expect(screen.queryByRole('button', { name: 'Delete Sam' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete Robin' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add profile' }));
    expect(document.activeElement).toBe(screen.getByLabelText(/^Name/));
    fireEvent.click(screen.getByRole('button', { name: 'Add profile' }));
    expect(screen.getByText('Please give the profile a name.')).toBeTruthy();

    fireEvent.input(screen.getByLabelText(/^Name/), { target: { value: 'Robin' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Child profile/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Add profile' }));
    const create = await answerMutation(environment, () => ({
      createProfile: { profile: null, userErrors: [{ messageKey: 'profileNameTaken', field: 'name' }] },
    }));
    expect(create.request.variables).toEqual({ input: { name: 'Robin', kind: 'CHILD', avatar: null } });
    expect(screen.getByText('Another profile on this account already has that name.')).toBeTruthy();
  });

  it('adds a profile and lists it after one fresh read of the profiles, the form staying on screen meanwhile', async () => {
    const { environment } = openDialog({ active: 'Sam' });
    fireEvent.click(screen.getByRole('button', { name: 'Manage profiles' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add profile' }));
    fireEvent.input(screen.getByLabelText(/^Name/), { target: { value: 'Kim' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add profile' }));
    await answerMutation(environment, (operation) =>
      MockPayloadGenerator.generate(operation, { CreateProfilePayload: () => ({ userErrors: [] }) }).data as object,
    );

    // The profiles are read again while the form stays on screen.
    const reread = environment.mock.getMostRecentOperation();
    expect(reread.request.node.params.name).toBe('ProfilesDialogQuery');
    expect(screen.getByRole('heading', { name: 'Add a profile' })).toBeTruthy();
    const kim = { id: 'UHJvZmlsZTo0', internalId: '4', name: 'Kim', kind: 'ADULT', isMain: false, avatar: 'RED', isActive: false };
    await act(async () =>
      environment.mock.resolve(
        reread,
        MockPayloadGenerator.generate(reread, {
          Realm: () => ({ profileConfiguration: { maxProfiles: 5, enabled: true, childFontScale: 1.25 } }),
          Viewer: () => ({
            isChildProfile: false,
            parentalControl: { status: 'NON_RESTRICTED', pinSet: false },
            profiles: [...family.map((profile) => ({ ...profile, isActive: profile.name === 'Sam' })), kim],
          }),
        }),
      ),
    );
    expect(screen.getByRole('heading', { name: 'Manage profiles' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Kim' })).toBeTruthy();
    // Read once: the dialog asks for nothing more.
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('sets up parental control with a PIN typed twice', async () => {
    const { environment } = openDialog({ active: 'Sam' });
    fireEvent.click(screen.getByRole('button', { name: 'Parental control' }));
    fireEvent.input(screen.getByLabelText(/^New PIN/), { target: { value: '4321' } });
    fireEvent.input(screen.getByLabelText(/^Repeat the new PIN/), { target: { value: '4322' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save parental control' }));
    expect(screen.getByText('The two PINs are not the same.')).toBeTruthy();

    fireEvent.input(screen.getByLabelText(/^Repeat the new PIN/), { target: { value: '4321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save parental control' }));
    const save = environment.mock.getMostRecentOperation();
    expect(save.request.variables).toEqual({ input: { pin: '4321', status: 'RESTRICTED', newPin: null, captcha: null } });
  });
});
