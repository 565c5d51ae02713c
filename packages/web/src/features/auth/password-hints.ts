/**
 * The reset and forced new-password rule in words (spec part 1, section 5: 8-16
 * characters of letters, digits and !@#$%^&*, with at least one digit and one
 * special character), shown before the learner meets 'Please match password pattern'.
 */
export const NEW_PASSWORD_HINT = '8 to 16 characters: letters, digits and !@#$%^&*, with at least one digit and one of !@#$%^&*.';
