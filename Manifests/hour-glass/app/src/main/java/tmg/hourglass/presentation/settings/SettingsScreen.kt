// Written for GlanceSim in the shape of thementalgoose/android-hour-glass:app/src/main/java/tmg/hourglass/presentation/settings/SettingsScreen.kt @ c67dd88 (Apache-2.0), excerpt, Apache-2.0.
// Copyright the android-hour-glass authors. Licensed under the Apache License, Version 2.0
// (http://www.apache.org/licenses/LICENSE-2.0). Trimmed for GlanceSim: the package, imports and SettingsScreenVM
// as upstream; SettingsOverviewScreen keeps its signature, its LazyColumn of settings rows is left out.
package tmg.hourglass.presentation.settings

import android.util.Log
import androidx.activity.compose.LocalOnBackPressedDispatcherOwner
import androidx.activity.compose.rememberLauncherForActivityResult
import androidx.activity.result.contract.ActivityResultContracts
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.navigationBarsPadding
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.statusBarsPadding
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.material3.windowsizeclass.WindowSizeClass
import androidx.compose.material3.windowsizeclass.WindowWidthSizeClass
import androidx.compose.runtime.Composable
import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.saveable.rememberSaveable
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.LocalContext
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.unit.DpSize
import androidx.compose.ui.unit.dp
import androidx.hilt.lifecycle.viewmodel.compose.hiltViewModel
import tmg.hourglass.core.crashlytics.screenview.ScreenView
import tmg.hourglass.presentation.AppTheme
import tmg.hourglass.presentation.AppThemePreview
import tmg.hourglass.presentation.PreviewPhone
import tmg.hourglass.presentation.ThemePref
import tmg.hourglass.presentation.layouts.MasterDetailsPane
import tmg.hourglass.presentation.layouts.TitleBar
import tmg.hourglass.presentation.settings.backup.BackupScreen
import tmg.hourglass.presentation.settings.components.SettingsHeader
import tmg.hourglass.presentation.settings.components.SettingsOption
import tmg.hourglass.presentation.settings.components.SettingsSwitch
import tmg.hourglass.presentation.settings.components.ThemeDialog
import tmg.hourglass.presentation.settings.privacy.PrivacyPolicyLayout
import tmg.hourglass.presentation.utils.DeleteDialog
import tmg.hourglass.strings.R.string
import tmg.hourglass.widgets.updateAllWidgets

@Composable
internal fun SettingsScreenVM(
    paddingValues: PaddingValues,
    windowSize: WindowSizeClass,
    viewModel: SettingsViewModel = hiltViewModel(),
    navigateToBackup: () -> Unit,
    navigateToPrivacy: () -> Unit,
    goToMarketPage: () -> Unit,
    goToChangelog: () -> Unit,
    goToAboutThisApp: () -> Unit,
    actionUpClicked: () -> Unit
) {
    val uiState = viewModel.uiState.collectAsState()
    val context = LocalContext.current

    SettingsOverviewScreen(
        paddingValues = paddingValues,
        windowSizeClass = windowSize,
        uiState = uiState.value,
        setTheme = viewModel::setTheme,
        refreshWidgetsClicked = {
            context.updateAllWidgets()
        },
        aboutThisAppClicked = goToAboutThisApp,
        rateClicked = goToMarketPage,
        privacyPolicyClicked = { navigateToPrivacy() },
        deleteAllClicked = viewModel::deleteAll,
        setAnalytics = viewModel::setAnalytics,
        setCrashlytics = viewModel::setCrash,
        sendFeedback = goToAboutThisApp,
        changelogClicked = goToChangelog,
        actionUpClicked = actionUpClicked,
        backupOptionsClicked = { navigateToBackup() }
    )
}

@Composable
private fun SettingsOverviewScreen(
    paddingValues: PaddingValues,
    windowSizeClass: WindowSizeClass,
    uiState: UiState,
    setTheme: (ThemePref) -> Unit,
    refreshWidgetsClicked: () -> Unit,
    aboutThisAppClicked: () -> Unit,
    changelogClicked: () -> Unit,
    rateClicked: () -> Unit,
    privacyPolicyClicked: () -> Unit,
    backupOptionsClicked: () -> Unit,
    deleteAllClicked: () -> Unit,
    setAnalytics: (Boolean) -> Unit,
    setCrashlytics: (Boolean) -> Unit,
    sendFeedback: () -> Unit,
    actionUpClicked: () -> Unit,
) {
    // The settings rows (theme, widgets "Refresh widgets" → refreshWidgetsClicked, backup, privacy, about) are
    // left out here.
}
