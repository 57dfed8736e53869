import type { StaffAccountEvent } from '../../accounts/domain/staff-account.decider';
import type { ArtisanEvent } from '../../artisans/domain/artisan.decider';
import type { CampaignEvent } from '../../communication/domain/campaign.decider';
import type { EvaluationEvent } from '../../evaluation/domain/evaluation.decider';
import type { SelfAssessmentEvent } from '../../evaluation/domain/self-assessment.decider';
import type { GreenListEvent } from '../../green-list/domain/green-list.decider';
import type { GreenListTextEvent } from '../../green-list/texts/green-list-text.decider';
import type { HelpContentEvent } from '../../help/domain/help-content.decider';
import type { OrganizationEvent } from '../../organizations/domain/organization.decider';

/**
 * Every event the product writes to its log, one union per stream kind. docs/events.md is
 * generated from this union (`npm run docs:events`), and the export checks `--types` against it.
 */
export type LoggedEvent =
  | ArtisanEvent
  | EvaluationEvent
  | SelfAssessmentEvent
  | GreenListEvent
  | StaffAccountEvent
  | OrganizationEvent
  | CampaignEvent
  | GreenListTextEvent
  | HelpContentEvent;

export type LoggedEventType = LoggedEvent['type'];

/**
 * What each event means, for docs/events.md when the event's own declaration says nothing. A record,
 * not a list: the compiler refuses it when a type of the union is missing or unknown.
 */
const LOGGED_EVENT_TYPES: Record<LoggedEventType, true> = {
  /** An artisan entered the product: signed up, created by a staff member, or imported from a workbook. Carries the whole profile (no personal value). */
  ArtisanRegistered: true,
  /** The profile changed: which fields (personal ones by name only) and the new values of the non-personal keys. */
  ArtisanProfileChanged: true,
  /** A picture of the artisan's work was added (the file is stored apart). */
  ArtisanPictureAdded: true,
  /** A picture was removed. */
  ArtisanPictureRemoved: true,
  /** The artisan's PDF document was added. */
  ArtisanDocumentAdded: true,
  /** The artisan's PDF document was removed. */
  ArtisanDocumentRemoved: true,
  /** A mail asking the artisan to confirm its address went out. */
  ArtisanEmailConfirmationRequested: true,
  /** The artisan proved its address by following a mailed link. */
  ArtisanEmailConfirmed: true,
  /** The artisan's password was set or changed. */
  ArtisanPasswordSet: true,
  /** Someone asked for a password reset link for this artisan. */
  ArtisanPasswordResetRequested: true,
  /** A staff member invited the artisan to make its account. */
  ArtisanInvited: true,
  /** The mail telling an artisan created by staff that its account exists went out. */
  ArtisanAccountCreatedMailRequested: true,
  /** The artisan moved to another staff member (its creator). */
  ArtisanCreatorReassigned: true,
  /** The artisan was deleted: its personal data and its key are erased, so its sealed texts can no longer be read. */
  ArtisanAccountDeleted: true,
  /** A staff member gave the first answers of the evaluation and owns it until it is sent. */
  EvaluationStarted: true,
  /** Answers of one criterion were saved: points per question, comments sealed. */
  EvaluationAnswersRecorded: true,
  /** A criterion of the evaluation was validated. */
  EvaluationCriterionValidated: true,
  /** The evaluation was sent, with its total points (and endorsed at once when its author may endorse). */
  EvaluationSubmitted: true,
  /** The evaluation was endorsed by a member of the artisan's network. */
  EvaluationEndorsed: true,
  /** The foundation started reviewing the evaluation. */
  EvaluationReviewStarted: true,
  /** The reviewers sent the evaluation back, saying (sealed) what is missing. */
  EvaluationInformationRequested: true,
  /** The committee decided: ACCEPTED or REFUSED, with its sealed commentary and confidential comment. */
  EvaluationDecided: true,
  /** The committee put its decision off, with a sealed commentary. */
  EvaluationDecisionDeferred: true,
  /** The selected artisan was confirmed. */
  EvaluationConfirmed: true,
  /** A decided evaluation was opened again for a new round. */
  EvaluationReopened: true,
  /** The artisan was selected: its Green List may now be made available. */
  GreenListUnlocked: true,
  /** The mail saying the evaluation was sent was asked for once more. */
  EvaluationSentMailRequested: true,
  /** The artisan saved answers of one criterion of its self-assessment (comments sealed). */
  SelfAssessmentAnswersRecorded: true,
  /** The artisan validated a criterion of its self-assessment. */
  SelfAssessmentCriterionValidated: true,
  /** The artisan sent its self-assessment, with its total points. */
  SelfAssessmentSubmitted: true,
  /** The Green List was made available to the selected artisan. */
  GreenListMadeAvailable: true,
  /** The artisan saved its first Green List answers. */
  GreenListStarted: true,
  /** Green List answers were saved (texts sealed; numbers, levels and codes in the clear). */
  GreenListAnswersRecorded: true,
  /** The artisan sent its Green List, with its score per section. */
  GreenListSubmitted: true,
  /** The foundation started reviewing the Green List. */
  GreenListReviewStarted: true,
  /** The foundation sent the Green List back, saying (sealed) what is missing. */
  GreenListInformationRequested: true,
  /** The foundation completed the Green List with its final score and a sealed comment. */
  GreenListCompleted: true,
  /** A staff account was created with its role, countries and organisation (names and email live apart). */
  StaffAccountCreated: true,
  /** A staff account's settings changed; personal fields are named, never given. */
  StaffAccountUpdated: true,
  /** A staff member's password was set, changed or reset. */
  StaffPasswordChanged: true,
  /** A staff account was created without a password and its owner invited to set one. */
  StaffAccountInvited: true,
  /** Someone asked for a password reset link for a staff account. */
  StaffPasswordResetRequested: true,
  /** A staff member's artisans were handed to another account. */
  StaffAccountArtisansReassigned: true,
  /** A staff account was deleted. */
  StaffAccountDeleted: true,
  /** A staff member closed a guided tour or the main video, which is not shown again. */
  StaffHelpDismissed: true,
  /** An organisation of the network was created with its name and countries. */
  OrganizationCreated: true,
  /** An organisation that existed before the log entered it as it stood. */
  OrganizationRecorded: true,
  /** An organisation's name or countries changed. */
  OrganizationUpdated: true,
  /** A newsletter was drafted: messages per language and audience filters. */
  CampaignDrafted: true,
  /** A newsletter draft changed. */
  CampaignDraftChanged: true,
  /** The author sent the newsletter to themselves to try it. */
  CampaignTestSent: true,
  /** The newsletter went out to its recipients (counted, never named by address). */
  CampaignSent: true,
  /** The newsletter's sending ended: how many got it and how many failed. */
  CampaignFinished: true,
  /** A recipient unsubscribed through the newsletter's link. */
  CampaignRecipientUnsubscribed: true,
  /** A reviewer corrected a Green List text in one language: the text before and after. */
  GreenListTextCorrected: true,
  /** A reviewer marked a Green List text of one language as validated (or not). */
  GreenListTextValidated: true,
  /** A reviewer commented on a Green List text of one language. */
  GreenListTextCommented: true,
  /** An admin rewrote a guided tour's texts in one language. */
  TutorialTextChanged: true,
  /** An admin put a guided tour's texts of one language back to the shipped ones. */
  TutorialTextReset: true,
  /** An admin replaced the main help video. */
  MainVideoReplaced: true,
  /** An admin removed the main help video. */
  MainVideoRemoved: true,
};

export const loggedEventTypes = (): LoggedEventType[] => Object.keys(LOGGED_EVENT_TYPES) as LoggedEventType[];

export const isLoggedEventType = (type: string): type is LoggedEventType =>
  Object.prototype.hasOwnProperty.call(LOGGED_EVENT_TYPES, type);
