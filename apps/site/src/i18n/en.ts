import {
  GO_HOME_TEXT,
  HOME_DESCRIPTION,
  HOME_TITLE,
  MORE_TRENDING_TEXT,
  NOT_FOUND_TEXT,
} from './initial-texts.ts';

/**
 * English messages of the spec's translation keys (section 8). The page language is
 * English only; `{name}` placeholders are filled by `t()`.
 */
export const en = {
  // Listings
  'listing.empty': 'There is no data in this list.',
  'listing.no_result': 'No result found',
  'listing.load_more': 'Load more',
  'listing.more_trending': MORE_TRENDING_TEXT,
  'history.empty': 'Your viewing history is empty.',
  'video.deleted': 'Video has been recently deleted',
  'page.not_found': NOT_FOUND_TEXT,
  'page.go_home': GO_HOME_TEXT,
  'home.title': HOME_TITLE,
  'home.description': HOME_DESCRIPTION,
  // Votes, subscriptions, watch later, favourites (notify.*)
  'notify.vote_success': 'Thanks for your vote!',
  'notify.vote_already_voted': 'You have already voted',
  'notify.vote_not_found': 'This item no longer exists',
  'notify.vote_invalid_param': 'Your vote could not be counted',
  'notify.vote_not_logged_in': 'Please log in to complete this action',
  'notify.subscribe_success': 'You have subscribed',
  'notify.subscribe_already_subscribed': 'You are already subscribed',
  'notify.subscribe_cannot_subscribe_yourself': 'You cannot subscribe to yourself',
  'notify.subscribe_not_logged_in': 'Please log in to complete this action',
  'notify.subscribe_not_found': 'This item no longer exists',
  'notify.subscribe_invalid_param': 'The subscription could not be saved',
  'notify.add_to_watch_later_success': '{title} was added to Watch later',
  'notify.add_to_watch_later_already_added': '{title} is already in Watch later',
  'notify.add_to_favourites_success': '{title} was added to favourites',
  'notify.add_to_favourites_already_added': '{title} is already in your favourites',
  'notify.add_to_bookmarks_success': '{title} was added to your bookmarks',
  'notify.add_to_bookmarks_already_added': '{title} is already in your bookmarks',
  'notify.list_full': 'This list is full: remove something from it first',
  'library.remove': 'Remove',
  'library.bookmarks': 'Bookmarks',
  'library.bookmarks_empty': 'No bookmarks yet',
  'notify.add_to_playlist_already_added': 'This video is already in the playlist',
  'notify.friend_request_sent': 'Request sent',
  'notify.friend_request_already_sent': 'Friend request already sent',
  'notify.profile_changed': 'Profile changed',
  'notify.password_changed': 'Password changed',
  'notify.playlist_created': 'Playlist created',
  'notify.playlist_edited': 'Playlist edited',
  'notify.playlist_deleted': 'Playlist deleted',
  'notify.message_sent': 'Message sent',
  'notify.text_copied': 'Mail address copied',
  'notify.error_login': 'Incorrect login or password',
  'notify.login_required': 'Please log in to complete this action',
  'notify.comments_login_required': 'Please login or register to post comments',
  'notify.no_permission': 'You do not have permission to view.',
  'notify.network_error': 'Network Error',
  // Login modal (component.login.er.*)
  'component.login.er.required': 'This field is required',
  'component.login.er.invalid_usr_or_pwd': 'Invalid username or password',
  'component.login.er.invalid_email': 'Email entered incorrectly',
  // Restore never says whether an address has an account (server README): the spec's "User
  // with this e-mail address was not found." would tell anyone, so eml_invalid is the
  // 3-characters-or-fewer check alone.
  'component.login.er.eml_invalid': 'Email entered incorrectly',
  'component.login.er.email_not_confirmed': 'Please confirm your email and try again',
  'component.login.er.too_many_attempts': 'Too many authorization attempts. Try again later.',
  'component.login.er.min_length': 'minimum length of {length} characters',
  'component.login.er.max_length': 'Maximum length of {length} characters',
  'component.login.er.invalid_username': 'Only letters, digits, _ and - are allowed',
  'component.login.er.username_taken': 'This username is already taken',
  'component.login.er.email_taken': 'This e-mail address is already in use',
  'component.login.er.invalid_link': 'The link is invalid or has expired',
  'component.login.er.form_expired': 'The form has expired. Please try again.',
  'component.login.er.captcha_failed': 'Please complete the check again',
  'component.login.er.invalid_password': 'Invalid password',
  'component.login.er.password_mismatch': 'The passwords do not match',
  'component.login.er.failed': 'Something went wrong. Please try again later.',
  'component.login.restore_description':
    'Enter the e-mail address of your account and we will send you a link.',
  // Account forms and pages (site/src/account, pages/signin, pages/signup)
  'account.restore_sent':
    'If an account has this e-mail address, we sent it a link to choose a new password.',
  'account.resend_description':
    'Enter the e-mail address you signed up with and we will send you a new confirmation link.',
  'account.resend_sent':
    'If this e-mail address belongs to an account that is not confirmed yet, we sent it a new confirmation link.',
  'account.confirm_sent':
    'We sent a confirmation link to {email}. Open it within 24 hours to activate your account.',
  'account.confirmed': 'Your e-mail address is confirmed. You can log in now.',
  'account.password_changed': 'Password changed',
  'account.form_unavailable': 'The form could not be loaded. Please try again later.',
  'account.captcha_required': 'Please complete the check above, then send again.',
  // Generic form checks
  'form.error.required': 'This field is required',
  'form.error.min_length': 'minimum length of {length} characters',
  'form.error.max_length': 'Maximum length of {length} characters',
  // Member profile (issue #17): member.php field codes (member.error.*) and the edit tab
  'member.error.required': 'This field is required',
  'member.error.min_length': 'minimum length of {length} characters',
  'member.error.max_length': 'Maximum length of {length} characters',
  'member.error.invalid_value': 'Please choose or enter a valid value',
  'member.error.under_age': 'You must be at least 18 years old',
  'member.error.image_load_failed': 'The file could not be loaded as an image (JPEG, PNG, WebP or GIF)',
  'member.error.image_resize_failed': 'The image could not be resized. Please try another file.',
  'member.error.image_too_small': 'The image must be at least {width}x{height} pixels',
  'member.error.file_too_large': 'The file is too large: at most {length} MB',
  'member.error.file_required': 'Please choose an image',
  'member.error.form_expired': 'The form has expired. Please try again.',
  'member.error.failed': 'Something went wrong. Please try again later.',
  'member.upload_progress': 'Uploading… {percent}%',
  // Upload
  'upload.error_code': 'Error [{code}] uploading video to the site, please contact support',
  'upload.error_preview': 'Error uploading preview',
  'upload.not_uploaded': 'Video not uploaded',
  // Network client (axios)
  'network.aborted': 'Request aborted',
  'network.error': 'Network Error',
  'network.timeout': 'timeout of {n}ms exceeded',
  // Search overlay
  'search.placeholder': 'Search videos, categories, pornstars...',
  'search.no_matches': 'Not matches found',
  'search.recent': 'Recent',
  'search.top_searches': 'Top Searches',
  'search.trending_categories': 'Trending categories',
  'search.keywords': 'Keywords',
  'search.categories': 'Categories',
  'search.channels': 'Channels',
  'search.models': 'Pornstars',
} satisfies Record<string, string>;
