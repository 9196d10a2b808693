import { avatarLimits, permissionCodes, type UserInfo } from '@mall/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Form, Input } from 'antd';
import { type ChangeEvent, type ComponentType, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserIcon } from '../../../components/icons';
import { PermissionNote, usePermission, useWithheld } from '../../../components/permission';
import { SafeImage } from '../../../components/safe-image';
import { UploadProgress } from '../../../components/upload-progress';
import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { getUserInfoQueryOptions } from '../api/get-user-info';
import { setAvatarFromGallery, updateAvatar, updateProfile } from '../api/update-profile';

const avatarTypes = ['image/png', 'image/jpeg', 'image/gif'];

interface ProfileValues {
  contactName: string;
  mallContactName: string;
  email: string;
}

/** A dialog that lets the user choose pictures from their gallery (the page passes the gallery's). */
export type PictureChooser = ComponentType<{
  open: boolean;
  limit: number;
  onCancel(): void;
  onConfirm(files: { fileUrl: string }[]): void;
}>;

/**
 * Profile view and edit with the avatar (spec: /user/account/info): uploaded from the computer, or
 * chosen from the picture gallery when the page passes it.
 */
export function ProfilePanel({
  user,
  pictureChooser: PictureChooser,
}: {
  user: UserInfo;
  pictureChooser?: PictureChooser;
}) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [galleryOpen, setGalleryOpen] = useState(false);
  /** Percent of the avatar sent, while it uploads. */
  const [avatarSent, setAvatarSent] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  // Spec §6: the profile and avatar are account:info:edit's to change; without it the panel only shows.
  const mayEdit = usePermission([permissionCodes.accountEdit]);
  const withheld = useWithheld([permissionCodes.accountEdit]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: getUserInfoQueryOptions().queryKey });

  const onSave = async (values: ProfileValues) => {
    setSaving(true);
    try {
      await updateProfile({
        contactName: values.contactName.trim(),
        mallContactName: values.mallContactName.trim(),
        email: values.email.trim(),
      });
      toast.success(t('profile.saved'));
      setEditing(false);
      await refresh();
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setSaving(false);
    }
  };

  const onAvatar = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // Checked here for a quick answer; the server checks the content again.
    if (!avatarTypes.includes(file.type)) {
      toast.warning(t('profile.avatarType'));
      return;
    }
    if (file.size > avatarLimits.maxBytes) {
      toast.warning(t('profile.avatarSize'));
      return;
    }
    setAvatarSent(0);
    try {
      await updateAvatar(file, { onProgress: ({ percent }) => setAvatarSent(percent) });
      toast.success(t('profile.avatarSaved'));
      await refresh();
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setAvatarSent(null);
    }
  };

  const onGalleryAvatar = async (files: { fileUrl: string }[]) => {
    setGalleryOpen(false);
    const fileUrl = files[0]?.fileUrl;
    if (!fileUrl) return;
    try {
      await setAvatarFromGallery(fileUrl);
      toast.success(t('profile.avatarSaved'));
      await refresh();
    } catch (error) {
      if (!isApiError(error)) throw error;
    }
  };

  return (
    <section className="account-panel" aria-labelledby="profile-title" data-testid="profile-panel">
      <header className="account-panel__head">
        <h2 id="profile-title">{t('profile.title')}</h2>
        {!editing && mayEdit && (
          <Button onClick={() => setEditing(true)} data-testid="profile-edit">
            {t('profile.edit')}
          </Button>
        )}
      </header>
      {withheld && <PermissionNote action="accountEdit" testId="profile-no-permission" />}
      <div className="account-profile">
        <div className="account-profile__avatar">
          {user.image ? (
            <SafeImage src={user.image} alt={t('profile.avatar')} data-testid="profile-avatar" />
          ) : (
            <span className="account-profile__avatar-empty">
              <UserIcon />
            </span>
          )}
          {mayEdit && (
            <Button size="small" loading={avatarSent !== null} onClick={() => fileInput.current?.click()}>
              {t('profile.changeAvatar')}
            </Button>
          )}
          {avatarSent !== null && (
            <UploadProgress label={t('profile.avatarUploading')} percent={avatarSent} />
          )}
          <input
            ref={fileInput}
            type="file"
            accept=".png,.jpg,.jpeg,.gif"
            hidden
            onChange={(event) => void onAvatar(event)}
            data-testid="avatar-input"
          />
          {PictureChooser && mayEdit && (
            <>
              <Button size="small" onClick={() => setGalleryOpen(true)} data-testid="avatar-gallery">
                {t('profile.avatarFromGallery')}
              </Button>
              <PictureChooser
                open={galleryOpen}
                limit={1}
                onCancel={() => setGalleryOpen(false)}
                onConfirm={(files) => void onGalleryAvatar(files)}
              />
            </>
          )}
        </div>
        {editing ? (
          <Form<ProfileValues>
            layout="vertical"
            className="account-profile__form"
            initialValues={{
              contactName: user.contactName,
              mallContactName: user.mallContactName,
              email: '',
            }}
            onFinish={(values) => void onSave(values)}
            requiredMark={false}
          >
            <Form.Item
              name="contactName"
              label={t('profile.contactName')}
              rules={[
                {
                  required: true,
                  whitespace: true,
                  message: t('validation.required', { ns: 'translation' }),
                },
              ]}
            >
              <Input maxLength={64} />
            </Form.Item>
            <Form.Item name="mallContactName" label={t('profile.mallContactName')}>
              <Input maxLength={64} />
            </Form.Item>
            <Form.Item
              name="email"
              label={t('profile.email')}
              rules={[{ type: 'email', message: t('validation.email', { ns: 'translation' }) }]}
            >
              <Input maxLength={128} />
            </Form.Item>
            <div className="account-panel__actions">
              <Button type="primary" htmlType="submit" loading={saving}>
                {t('profile.save')}
              </Button>
              <Button onClick={() => setEditing(false)}>{t('profile.cancel')}</Button>
            </div>
          </Form>
        ) : (
          <Descriptions column={1} className="account-profile__details">
            <Descriptions.Item label={t('profile.userName')}>{user.userName}</Descriptions.Item>
            <Descriptions.Item label={t('profile.contactName')}>
              <span data-testid="profile-contact-name">{user.contactName || '--'}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('profile.mallContactName')}>
              {user.mallContactName || '--'}
            </Descriptions.Item>
            <Descriptions.Item label={t('profile.custName')}>{user.custName || '--'}</Descriptions.Item>
            <Descriptions.Item label={t('profile.mobile')}>{user.mobile}</Descriptions.Item>
          </Descriptions>
        )}
      </div>
    </section>
  );
}
